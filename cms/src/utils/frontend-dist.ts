import path from 'path';

/** Folder of the built React app that the server serves: FRONTEND_DIST, by default frontend/dist beside cms/. */
export function frontendDist(appRoot: string, configured?: string): string {
  return path.resolve(appRoot, configured || process.env.FRONTEND_DIST || path.join('..', 'frontend', 'dist'));
}
