import { parentPort } from 'node:worker_threads';
import type { PrintedMenuLayout } from './printed-menu-layout';
import { printedMenuPdf } from './printed-menu-pdf';

/** A printed menu to draw, and the number its answer carries back. */
export interface PrintJob {
  id: number;
  layout: PrintedMenuLayout;
}

export type PrintAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/**
 * The printed menus' own thread (docs/product.md#printed-menu): laying out and subsetting fonts takes the CPU for
 * a good part of a second per PDF, which on the main thread would hold every visitor's request meanwhile.
 */
parentPort?.on('message', (job: PrintJob) => {
  printedMenuPdf(job.layout).then(
    (bytes) => parentPort!.postMessage({ id: job.id, bytes } satisfies PrintAnswer),
    (error: Error) =>
      parentPort!.postMessage({ id: job.id, error: error.stack ?? String(error) } satisfies PrintAnswer),
  );
});
