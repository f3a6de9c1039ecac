import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * The page's serious and critical axe findings (WCAG 2.1 A and AA), each named with `where` it was seen. Run in the
 * page itself (legacy mode): the default finishes every run in a new blank page, a renderer process of its own, which
 * about doubled each check's cost (0.85 s against 0.4–0.6 s here); the store's pages have no cross-origin frames it would miss.
 */
export async function accessibilityProblems(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}
