export interface FaqEntry {
  question: string;
  answer: string;
}

/** Pricing page FAQ (docs/product.md#team-pricing-and-blog-pages: 8 questions). */
export const FAQ: FaqEntry[] = [
  {
    question: 'What time are check-in and check-out?',
    answer:
      'Rooms are ready from 9:00 AM, subject to availability, and should be left before noon on the day you leave.',
  },
  {
    question: 'Is breakfast included in the room price?',
    answer:
      'Breakfast is included in every plan. It is served from 7.00 AM to 10.30 AM in the restaurant or on the terrace.',
  },
  {
    question: 'Can I cancel or change my booking?',
    answer: 'Bookings can be changed or cancelled free of charge up to 48 hours before arrival.',
  },
  {
    question: 'Do you have parking?',
    answer: 'There is an underground car park with twenty spaces. It is best to reserve a space with your room.',
  },
  {
    question: 'Are pets allowed?',
    answer: 'Dogs and cats are welcome in the garden rooms for a small cleaning fee per stay.',
  },
  {
    question: 'Is there WiFi in the rooms?',
    answer: 'Yes, fast WiFi is free everywhere in the building, including the pool and the terrace.',
  },
  {
    question: 'Can you organise an airport transfer?',
    answer: 'Our shuttle meets you at arrivals. Send us your flight number at least a day before.',
  },
  {
    question: 'Do you offer rooms for people with reduced mobility?',
    answer: 'Four rooms on the ground floor have step-free access, wide doors and walk-in showers.',
  },
];
