import { templateImage, type TemplateImage } from './images';

export interface Testimonial {
  name: string;
  origin: string;
  stars: 5;
  text: string;
  photo: TemplateImage;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Helena Costa',
    origin: 'Lisbon, Portugal',
    stars: 5,
    text: 'The staff remembered how we take our coffee from the second morning on. The room was spotless and the lake view worth every franc.',
    photo: templateImage('avatar-2', 'Illustrated portrait of Helena Costa'),
  },
  {
    name: 'Tom Becker',
    origin: 'Business traveller',
    stars: 5,
    text: 'Quiet room, fast WiFi and a desk that is actually usable. I got more work done here than in my own office.',
    photo: templateImage('avatar-3', 'Illustrated portrait of Tom Becker'),
  },
  {
    name: 'Aiko Tanaka',
    origin: 'Osaka, Japan',
    stars: 5,
    text: 'We booked two nights and stayed five. The spa in the evening and the breakfast on the terrace made it hard to leave.',
    photo: templateImage('avatar-1', 'Illustrated portrait of Aiko Tanaka'),
  },
  {
    name: 'Pierre Lambert',
    origin: 'Family of four',
    stars: 5,
    text: 'The family room had space for everyone and the children loved the pool. Check-in took two minutes.',
    photo: templateImage('avatar-4', 'Illustrated portrait of Pierre Lambert'),
  },
  {
    name: 'Maya Singh',
    origin: 'Hostel guest',
    stars: 5,
    text: 'Clean dorms, lockers that work and a kitchen where I met half of my travel friends. Great value in the centre.',
    photo: templateImage('avatar-5', 'Illustrated portrait of Maya Singh'),
  },
];
