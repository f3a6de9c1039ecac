import { type ReactNode, useEffect, useState } from "react";
import type { CatalogImport, PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { ImportIcon } from "../../components/icons";
import { consoleApi } from "../../session";
import { PreviewStep, ProgressStep, ReportStep } from "../catalog-import/import-state";
import { MappingStep } from "../catalog-import/mapping-step";
import { UploadStep } from "../catalog-import/upload-step";

const POLL_MS = 1000;
const isRunning = (job: CatalogImport | null) => job?.status === "running" || job?.status === "cancelling";

/**
 * Products → Import: upload a CSV (and a ZIP of images), match its columns, see the dry run, import, watch it run,
 * read the report. The page shows the newest import, so a reload finds it where it is.
 */
export default function ProductImportPage({ data }: PageProps<"product-import">) {
  const [job, setJob] = useState<CatalogImport | null>(data.latest);
  const [remapping, setRemapping] = useState(false);
  const [busy, setBusy] = useState(false);
  const api = () => consoleApi().products.imports({ importId: job?.importId ?? 0 });

  useEffect(() => {
    if (!isRunning(job) || !job) return;
    const timer = setTimeout(async () => {
      const next = await call(consoleApi().products.imports({ importId: job.importId }).get()).catch(() => job);
      setJob({ ...next });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  const act = async (request: () => Promise<CatalogImport>) => {
    setBusy(true);
    try {
      setJob(await request());
    } catch {
      // The failure notice has said why.
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => act(() => call(api().cancel.post()));
  const startAgain = () => {
    setJob(null);
    setRemapping(false);
  };

  let step: ReactNode;
  // An import dropped before it started leaves nothing to report.
  if (!job || (job.status === "cancelled" && job.rowsDone === 0)) step = <UploadStep onUploaded={setJob} />;
  else if (job.status === "uploaded" || (job.status === "checked" && remapping))
    step = (
      <MappingStep
        job={job}
        onChecked={(checked) => {
          setRemapping(false);
          setJob(checked);
        }}
        onCancel={() => cancel().then(startAgain)}
      />
    );
  else if (job.status === "checked")
    step = (
      <PreviewStep
        job={job}
        busy={busy}
        onStart={() => act(() => call(api().start.post()))}
        onBack={() => setRemapping(true)}
        onCancel={() => cancel().then(startAgain)}
      />
    );
  else if (isRunning(job)) step = <ProgressStep job={job} onCancel={cancel} />;
  else step = <ReportStep job={job} onAnother={startAgain} />;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ImportIcon />
        <h1 className="font-bold text-2xl">Import products</h1>
      </div>
      <p className="mt-1 max-w-2xl text-muted text-sm">
        <a href="/console/products-list" className="text-brand-700 underline">
          Products
        </a>{" "}
        › Import. Add and update many parts at once from a spreadsheet, with their part numbers, the cars they fit and
        their pictures.
      </p>
      {step}
    </>
  );
}
