import type { Dictionary } from '../../dictionary';

export const legalEn: Dictionary['legal'] = {
  /** The dialogs' close button. */
  close: 'Close',
  notice: {
    title: 'Legal notice',
    publisher: 'Publisher of this site',
    operatedIn: (city) => `Restaurant operated in ${city}, Switzerland.`,
    country: 'Switzerland',
    phone: 'Phone:',
    email: 'E-mail:',
    directories: 'Business directory listings',
    directoriesIntro: "The restaurant's details can be checked in the following business directories:",
    directoryLink: (directory) => `${directory} listing (new tab)`,
    cookies: 'Cookies',
    cookiesText:
      'This site sets no advertising or audience-measurement cookies. It only stores your display choices (light or dark mode, site language) in your browser and, for the restaurant staff, the session of the administration area. This data never leaves your device and you can delete it at any time in your browser settings.',
    property: 'Intellectual property',
    propertyText: (name) =>
      `The texts, pictures and menu published on this site belong to ${name}. Any reproduction without written permission is prohibited.`,
    liability: 'Liability',
    liabilityText:
      'Prices and dishes are given for information and may vary with the market and the season. Links to third-party sites are provided for your convenience; we have no control over their content.',
    records: 'Retention of records',
    recordsText:
      'Under Swiss law (in particular art. 958f of the Code of Obligations), accounting records and vouchers as well as business correspondence are kept for 10 years. Depending on their nature, other documents must be kept for 5 to 10 years or longer.',
  },
  privacy: {
    title: 'Privacy statement',
    introduction: 'Introduction',
    introductionText: (name) =>
      `${name} takes the protection of your personal data seriously. This statement explains which data we process when you visit our site, book a table or write to us, why and how, in accordance with the Federal Act on Data Protection (FADP) and its Ordinance (DPO).`,
    controller: 'Controller',
    controllerIs: (name) => `The controller is ${name}`,
    country: 'Switzerland',
    writeToUs: 'For any question about your data, write to us at',
    contactFallback: 'the contact details at the bottom of this page',
    categories: 'Categories of data processed',
    categoryList: [
      'Messages sent with the contact form: name, e-mail address, subject, text of the message and date sent.',
      'Bookings, made online, by phone or on site, and group requests: name, e-mail address, phone, date, time, number of guests, notes and the history of the booking (who confirmed, changed or cancelled it, and when). A place on the waiting list keeps the name, e-mail address, phone, day, time and number of guests, deleted when the service ends.',
      'Allergies or intolerances you tick when booking, or write in your notes: these are health data, sensitive data under the FADP. We keep them only with your consent, given by ticking the box provided or, for a booking by phone, out loud (our staff then note that consent was given by phone). We use them only to prepare your meal safely: the kitchen reads them on the service’s allergy sheet, and they appear in no e-mail. You can remove them at any time on your booking’s manage page.',
      'Data you give us by phone or e-mail, for example to book our private room.',
      'Technical data the site needs to work (IP address, date and time, page requested, browser type), recorded in the server logs.',
    ],
    purposes: 'Purposes of processing',
    purposesText:
      'We use this data to answer your messages and booking requests, keep our bookings (confirmation and reminder by e-mail, a link to manage the booking), organise your meals and events, keep the site secure and working, and meet our legal obligations. After two no-shows without cancelling within a year, an online booking asks you to call us. We do not use your data for advertising and do no profiling.',
    legalBases: 'Legal bases',
    legalBasesText:
      'We process your data as far as needed to answer your request or perform a contract with you, on the basis of our legitimate interest in running a secure site, or to comply with the law. Your allergies, being sensitive data, are processed only with your express consent (Art. 6 para. 7 FADP). Where processing rests on your consent, you may withdraw it at any time.',
    disclosure: 'Disclosure to third parties',
    disclosureText:
      'Your data is neither sold nor rented. It is disclosed only to our hosting provider and its e-mail provider (contact form messages forwarded to the restaurant, booking e-mails), bound by contract and by confidentiality, or to the authorities where the law requires it. As your allergies appear in no e-mail, they never pass through that e-mail provider. Should data be processed outside Switzerland, this would only be in a country with an adequate level of protection or with the safeguards the FADP provides.',
    retention: 'Retention period',
    retentionContact: (days) =>
      `Contact form messages are kept by the restaurant in its site management system, then deleted automatically ${days ? `${days} days after they are received` : 'at the end of their retention period'}.`,
    retentionReservation: (days) =>
      `The name, e-mail address, phone, notes and allergies of a booking are deleted ${days ? `${days} days after its date` : 'after its date'}, together with the e-mails about it; only the date, time and number of guests remain, for our statistics.`,
    retentionGroup: (days) =>
      `A group request is deleted entirely ${days ? `${days} days after the requested date` : 'after the requested date'}.`,
    retentionOthers:
      'For a no-show without cancelling, we also keep an encrypted fingerprint of the e-mail address and phone for one year, only for the two no-shows rule. Technical logs are deleted after a short time. Business and accounting records are kept for the legal periods of 5 to 10 years or longer.',
    security: 'Data security',
    securityText:
      'We take appropriate technical and organisational measures to protect your data against loss, unauthorised access and misuse: encrypted connections (HTTPS), administration reserved for authenticated staff, a limit on how often the form can be sent.',
    rights: 'Your rights',
    rightsText:
      'You may ask for access to your data, its correction or deletion, object to processing and, where applicable, obtain a copy of your data. Send your request to',
    authority: 'You may also contact the Federal Data Protection and Information Commissioner (FDPIC).',
    cookies: 'Cookies and analytics',
    cookiesText:
      'This site sets no tracking cookies and uses no audience analytics or advertising network. Only your choices of light or dark mode and of the site language are stored in your browser (local storage), as well as the staff session in the administration area. This information is not sent to us.',
  },
};
