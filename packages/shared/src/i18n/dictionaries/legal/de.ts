import type { Dictionary } from '../../dictionary';

export const legalDe: Dictionary['legal'] = {
  /** The dialogs' close button. */
  close: 'Schliessen',
  notice: {
    title: 'Impressum',
    publisher: 'Herausgeber der Website',
    operatedIn: (city) => `Restaurant in ${city}, Schweiz.`,
    country: 'Schweiz',
    phone: 'Telefon:',
    email: 'E-Mail:',
    directories: 'Einträge in Verzeichnissen',
    directoriesIntro: 'Die Angaben zum Restaurant lassen sich in folgenden Firmenverzeichnissen überprüfen:',
    directoryLink: (directory) => `Eintrag auf ${directory} (neuer Tab)`,
    cookies: 'Cookies',
    cookiesText:
      'Diese Website setzt keine Werbe- oder Analyse-Cookies. Sie speichert in Ihrem Browser nur Ihre Anzeigeeinstellungen (heller oder dunkler Modus, Sprache der Website) und, für das Personal des Restaurants, die Sitzung des Verwaltungsbereichs. Diese Daten verlassen Ihr Gerät nicht, und Sie können sie jederzeit in den Einstellungen Ihres Browsers löschen.',
    property: 'Urheberrecht',
    propertyText: (name) =>
      `Die Texte, Bilder und die Speisekarte auf dieser Website gehören ${name}. Jede Vervielfältigung ohne schriftliche Genehmigung ist untersagt.`,
    liability: 'Haftung',
    liabilityText:
      'Preise und Gerichte sind unverbindlich und können je nach Markt und Saison ändern. Links zu Websites Dritter dienen Ihrer Bequemlichkeit; auf deren Inhalt haben wir keinen Einfluss.',
    records: 'Aufbewahrung von Unterlagen',
    recordsText:
      'Nach Schweizer Recht (insbesondere Art. 958f des Obligationenrechts) werden Geschäftsbücher, Buchungsbelege und Geschäftskorrespondenz während 10 Jahren aufbewahrt. Je nach Art unterliegen andere Unterlagen Aufbewahrungspflichten von 5 bis 10 Jahren oder länger.',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    introduction: 'Einleitung',
    introductionText: (name) =>
      `${name} legt grossen Wert auf den Schutz Ihrer Personendaten. Diese Erklärung zeigt, welche Daten wir bearbeiten, wenn Sie unsere Website besuchen, einen Tisch reservieren oder uns schreiben, warum und wie – gemäss dem Bundesgesetz über den Datenschutz (DSG) und seiner Verordnung (DSV).`,
    controller: 'Verantwortliche Stelle',
    controllerIs: (name) => `Verantwortlich für die Datenbearbeitung ist ${name}`,
    country: 'Schweiz',
    writeToUs: 'Bei Fragen zu Ihren Daten schreiben Sie uns an',
    contactFallback: 'die Kontaktangaben unten auf dieser Seite',
    categories: 'Kategorien bearbeiteter Daten',
    categoryList: [
      'Nachrichten aus dem Kontaktformular: Name, E-Mail-Adresse, Betreff, Text der Nachricht und Sendedatum.',
      'Reservationen, online, telefonisch oder vor Ort, und Gruppenanfragen: Name, E-Mail-Adresse, Telefon, Datum, Uhrzeit, Anzahl Personen, Bemerkungen und der Verlauf der Reservation (wer sie wann bestätigt, geändert oder storniert hat). Ein Platz auf der Warteliste bewahrt Name, E-Mail-Adresse, Telefon, Tag, Uhrzeit und Anzahl Personen auf; sie werden am Ende des Service gelöscht.',
      'Allergien oder Unverträglichkeiten, die Sie bei der Reservation ankreuzen oder in Ihren Bemerkungen angeben: Sie sind Gesundheitsdaten und damit besonders schützenswerte Personendaten im Sinne des DSG. Wir bewahren sie nur mit Ihrer Einwilligung auf, die Sie mit dem dafür vorgesehenen Kästchen erteilen oder, bei einer telefonischen Reservation, mündlich (unser Personal vermerkt dann die telefonisch erteilte Einwilligung). Wir verwenden sie nur, um Ihr Essen sicher zuzubereiten: Die Küche sieht sie auf dem Allergieblatt des jeweiligen Service, und sie stehen in keiner E-Mail. Sie können sie jederzeit auf der Verwaltungsseite Ihrer Reservation entfernen.',
      'Daten, die Sie uns telefonisch oder per E-Mail mitteilen, zum Beispiel um unseren privaten Saal zu reservieren.',
      'Technische Daten, ohne die die Website nicht funktioniert (IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browsertyp), in den Protokollen des Servers.',
    ],
    purposes: 'Zwecke der Bearbeitung',
    purposesText:
      'Wir verwenden diese Daten, um Ihre Nachrichten und Reservationsanfragen zu beantworten, unsere Reservationen zu führen (Bestätigung und Erinnerung per E-Mail, Link zur Verwaltung der Reservation), Ihre Essen und Anlässe zu organisieren, die Sicherheit und den Betrieb der Website zu gewährleisten und unsere gesetzlichen Pflichten zu erfüllen. Nach zwei unentschuldigten Abwesenheiten innerhalb eines Jahres bittet Sie eine Online-Reservation, uns anzurufen. Wir verwenden die Daten nicht für Werbung und erstellen keine Profile.',
    legalBases: 'Rechtsgrundlagen',
    legalBasesText:
      'Wir bearbeiten Ihre Daten, soweit dies nötig ist, um Ihre Anfrage zu beantworten oder einen Vertrag mit Ihnen zu erfüllen, gestützt auf unser berechtigtes Interesse an einer sicheren Website oder um gesetzliche Pflichten zu erfüllen. Ihre Allergien als besonders schützenswerte Personendaten bearbeiten wir nur mit Ihrer ausdrücklichen Einwilligung (Art. 6 Abs. 7 DSG). Beruht eine Bearbeitung auf Ihrer Einwilligung, können Sie diese jederzeit widerrufen.',
    disclosure: 'Bekanntgabe an Dritte',
    disclosureText:
      'Ihre Daten werden weder verkauft noch vermietet. Sie werden nur unserem Hosting-Anbieter und dessen E-Mail-Anbieter bekanntgegeben (an das Restaurant weitergeleitete Nachrichten des Formulars, E-Mails zu Reservationen), die vertraglich und zur Vertraulichkeit verpflichtet sind, oder den Behörden, wenn das Gesetz es verlangt. Da Ihre Allergien in keiner E-Mail stehen, gelangen sie nie zu diesem E-Mail-Anbieter. Sollten Daten ausserhalb der Schweiz bearbeitet werden, dann nur in einem Staat mit angemessenem Datenschutz oder mit den im DSG vorgesehenen Garantien.',
    retention: 'Aufbewahrungsdauer',
    retentionContact: (days) =>
      `Nachrichten aus dem Kontaktformular bewahrt das Restaurant in seinem Verwaltungssystem der Website auf und löscht sie automatisch ${days ? `${days} Tage nach ihrem Eingang` : 'am Ende ihrer Aufbewahrungsdauer'}.`,
    retentionReservation: (days) =>
      `Name, E-Mail-Adresse, Telefon, Bemerkungen und Allergien einer Reservation werden ${days ? `${days} Tage nach ihrem Datum` : 'nach ihrem Datum'} gelöscht, ebenso die E-Mails dazu; für unsere Statistik bleiben nur Datum, Uhrzeit und Anzahl Gedecke.`,
    retentionGroup: (days) =>
      `Eine Gruppenanfrage wird ${days ? `${days} Tage nach dem gewünschten Datum` : 'nach dem gewünschten Datum'} vollständig gelöscht.`,
    retentionOthers:
      'Bei einer unentschuldigten Abwesenheit bewahren wir zudem während eines Jahres einen verschlüsselten Fingerabdruck von E-Mail-Adresse und Telefon auf, nur für die Regel der zwei Abwesenheiten. Technische Protokolle werden nach kurzer Zeit gelöscht. Geschäfts- und Buchhaltungsunterlagen werden während der gesetzlichen Fristen von 5 bis 10 Jahren oder länger aufbewahrt.',
    security: 'Datensicherheit',
    securityText:
      'Wir treffen angemessene technische und organisatorische Massnahmen, um Ihre Daten vor Verlust, unbefugtem Zugriff und Missbrauch zu schützen: verschlüsselte Verbindungen (HTTPS), Zugang zur Verwaltung nur für angemeldetes Personal, begrenzte Anzahl Sendungen des Formulars.',
    rights: 'Ihre Rechte',
    rightsText:
      'Sie können Auskunft über Ihre Daten, deren Berichtigung oder Löschung verlangen, einer Bearbeitung widersprechen und, wo anwendbar, die Herausgabe Ihrer Daten verlangen. Richten Sie Ihr Gesuch an',
    authority:
      'Sie können sich auch an den Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) wenden.',
    cookies: 'Cookies und Analysewerkzeuge',
    cookiesText:
      'Diese Website setzt keine Tracking-Cookies und verwendet weder Analysewerkzeuge noch Werbenetzwerke. Gespeichert werden in Ihrem Browser (lokaler Speicher) nur Ihre Wahl des hellen oder dunklen Modus und der Sprache der Website sowie die Sitzung des Personals im Verwaltungsbereich. Diese Angaben werden uns nicht übermittelt.',
  },
};
