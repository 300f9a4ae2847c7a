/** Pricing plans (docs/product.md#team-pricing-and-blog-pages: three identical Room Services cards at $12 per day). */
export interface Plan {
  name: string;
  price: number;
  period: string;
  features: string[];
}

const ROOM_SERVICES: Plan = {
  name: 'Room Services',
  price: 12,
  period: 'per day',
  features: ['Daily housekeeping', 'Breakfast in your room', 'Laundry and pressing', 'Late-night snacks'],
};

export const PLANS: Plan[] = [ROOM_SERVICES, ROOM_SERVICES, ROOM_SERVICES];
