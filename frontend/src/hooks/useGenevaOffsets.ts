import { createContext, useContext } from 'react';
import type { ZoneOffsets } from '@ticino/shared';

/**
 * Geneva's offsets from UTC that a server-rendered page brought (InitialData): the browser reads Geneva's clock with
 * them instead of starting its own time-zone database, whose first use is a long task on a phone
 * (docs/decisions.md). Null on a page the browser rendered itself: the database is asked then.
 */
export const GenevaOffsetsContext = createContext<ZoneOffsets | null>(null);

export const useGenevaOffsets = (): ZoneOffsets | null => useContext(GenevaOffsetsContext);
