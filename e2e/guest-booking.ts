import { expect, type APIRequestContext } from '@playwright/test';
import type { AvailabilityData } from '../packages/shared/src/reservation';
import { addDaysToDayText, genevaDay } from '../packages/shared/src/service-day';

/** A guest's manage page for a booking made in English through the API: the first free time for two from tomorrow. */
export async function managePage(request: APIRequestContext): Promise<string> {
  for (let ahead = 1; ahead <= 30; ahead += 1) {
    const date = addDaysToDayText(genevaDay(new Date()), ahead);
    const answer = (await (await request.get(`/api/public/availability?date=${date}&party=2`)).json()) as {
      data: AvailabilityData;
    };
    const free = answer.data.slots.find(({ available }) => available);
    if (!free) continue;
    const booked = await request.post('/api/reservations', {
      data: {
        date,
        time: free.time,
        partySize: 2,
        name: 'Emma Brown',
        email: `emma.${Date.now().toString(36)}@example.com`,
        phone: '+44 20 7946 0000',
        language: 'en',
      },
    });
    expect(booked.status()).toBe(201);
    return new URL(((await booked.json()) as { data: { manageUrl: string } }).data.manageUrl).pathname;
  }
  throw new Error('No free time for two within 30 days.');
}
