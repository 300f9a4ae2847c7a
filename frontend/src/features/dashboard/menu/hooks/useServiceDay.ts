import { useEffect, useState } from 'react';
import { nextServiceDayStart, serviceDayOf, type DayText } from '@ticino/shared';

/**
 * The current service day (docs/product.md#service-day), read in an effect so the server's HTML and the first render
 * agree (null until then), and read again at the start of the next one.
 */
export function useServiceDay(): DayText | null {
  const [day, setDay] = useState<DayText | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const now = Date.now();
      setDay(serviceDayOf(now));
      timer = setTimeout(update, nextServiceDayStart(now).getTime() - now);
    };
    update();
    return () => clearTimeout(timer);
  }, []);
  return day;
}
