import { templateImage, type TemplateImage } from './images';

export interface TeamMember {
  name: string;
  role: string;
  email: string;
  photo: TemplateImage;
}

/** Template staff: fictional people on a reserved example domain, so no real inbox is ever exposed. */
export const TEAM: TeamMember[] = [
  {
    name: 'Sofia Marchetti',
    role: 'General Manager',
    email: 'sofia.marchetti@lagohotel.example',
    photo: templateImage('team-1', 'Illustrated portrait of Sofia Marchetti'),
  },
  {
    name: 'Luca Bernasconi',
    role: 'Head Concierge',
    email: 'luca.bernasconi@lagohotel.example',
    photo: templateImage('team-2', 'Illustrated portrait of Luca Bernasconi'),
  },
  {
    name: 'Amélie Favre',
    role: 'Guest Relations',
    email: 'amelie.favre@lagohotel.example',
    photo: templateImage('team-3', 'Illustrated portrait of Amélie Favre'),
  },
  {
    name: 'Noah Keller',
    role: 'Executive Chef',
    email: 'noah.keller@lagohotel.example',
    photo: templateImage('team-4', 'Illustrated portrait of Noah Keller'),
  },
  {
    name: 'Inès Moreau',
    role: 'Spa Director',
    email: 'ines.moreau@lagohotel.example',
    photo: templateImage('team-5', 'Illustrated portrait of Inès Moreau'),
  },
  {
    name: 'David Rochat',
    role: 'Housekeeping Lead',
    email: 'david.rochat@lagohotel.example',
    photo: templateImage('team-6', 'Illustrated portrait of David Rochat'),
  },
];
