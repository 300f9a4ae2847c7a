import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import type { PrintedMenuLayout } from './printed-menu-layout';
import { printedMenuPdf } from './printed-menu-pdf';
import type { PrintAnswer, PrintJob } from './printed-menu-worker';

/** The compiled worker beside this file (cms/dist/src/site/print); absent when the sources run as TypeScript. */
const WORKER_FILE = path.join(__dirname, 'printed-menu-worker.js');

/**
 * Draws printed menus on a thread of their own, started at the first one and kept (it does not keep the process
 * alive): the main thread, which answers visitors, only sends the layout and receives the bytes. Should the thread
 * fail, the jobs under way fail with it and the next job starts another one. Without the compiled worker (sources run
 * by tsx), the PDF is drawn on the calling thread.
 */
export function printingThread(strapi: Core.Strapi): (layout: PrintedMenuLayout) => Promise<Buffer> {
  if (!fs.existsSync(WORKER_FILE)) return printedMenuPdf;
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve(bytes: Buffer): void; reject(error: Error): void }>();

  function failAll(error: Error): void {
    worker = null;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(WORKER_FILE);
    thread.unref();
    thread.on('message', (answer: PrintAnswer) => {
      const job = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) job?.reject(new Error(answer.error));
      else job?.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    });
    thread.on('error', (error) => {
      strapi.log.error(`The printing thread failed: ${error.stack ?? String(error)}`);
      failAll(error);
    });
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`The printing thread stopped (code ${code})`));
    });
    worker = thread;
    return thread;
  }

  return (layout) =>
    new Promise<Buffer>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve, reject });
      started().postMessage({ id: nextId, layout } satisfies PrintJob);
    });
}
