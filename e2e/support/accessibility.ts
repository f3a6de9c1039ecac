import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The page's serious and critical axe findings (WCAG 2.1 A and AA), each named with `where` it was seen. */
export async function accessibilityProblems(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}
