import { useMemo } from 'react';
import { openingStatus, type OpeningException, type OpeningSlot, type OpeningStatus } from '@ticino/shared';
import { useGenevaOffsets } from './useGenevaOffsets';
import { useMinuteClock } from './useMinuteClock';

/**
 * Whether the restaurant is open now, by Geneva's clock, and if not when it opens (docs/product.md#opening-hours),
 * kept current minute by minute. Null until the hours are known and while the page hydrates (see useMinuteClock):
 * the caller reserves the line's space.
 */
export function useOpeningStatus(
  slots: readonly OpeningSlot[] | undefined,
  exceptions: readonly OpeningException[] | undefined,
): OpeningStatus | null {
  const now = useMinuteClock();
  const offsets = useGenevaOffsets();
  return useMemo(
    () => (now && slots && exceptions ? openingStatus(slots, exceptions, now, offsets) : null),
    [now, slots, exceptions, offsets],
  );
}
