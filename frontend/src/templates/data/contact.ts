/** Contact details of the fictional template hotel (reserved example domain and number range). */
export const HOTEL = {
  name: 'Lago Hotels',
  phone: '+41 22 555 01 23',
  email: 'stay@lagohotel.example',
  address: 'Quai du Mont-Blanc 19, 1201 Genève',
};

/** Demo videos: a short open film on the privacy-enhanced YouTube domain, loaded only when a popup opens. */
export const VIDEOS = {
  hotelTour: 'aqz-KE-bpKQ',
};
