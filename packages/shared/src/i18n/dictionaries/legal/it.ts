import type { Dictionary } from '../../dictionary';

export const legalIt: Dictionary['legal'] = {
  /** The dialogs' close button. */
  close: 'Chiudi',
  notice: {
    title: 'Note legali',
    publisher: 'Editore del sito',
    operatedIn: (city) => `Ristorante gestito a ${city}, Svizzera.`,
    country: 'Svizzera',
    phone: 'Telefono:',
    email: 'E-mail:',
    directories: 'Iscrizione negli elenchi',
    directoriesIntro: 'I dati del ristorante possono essere verificati negli elenchi professionali seguenti:',
    directoryLink: (directory) => `Scheda ${directory} (nuova scheda)`,
    cookies: 'Cookie',
    cookiesText:
      'Questo sito non imposta cookie pubblicitari né di misurazione del pubblico. Salva nel suo browser soltanto le sue scelte di visualizzazione (modalità chiara o scura, lingua del sito) e, per il personale del ristorante, la sessione dell’area di amministrazione. Questi dati non lasciano il suo dispositivo e può cancellarli in ogni momento dalle impostazioni del browser.',
    property: 'Proprietà intellettuale',
    propertyText: (name) =>
      `I testi, le immagini e il menu pubblicati su questo sito appartengono a ${name}. Ogni riproduzione senza autorizzazione scritta è vietata.`,
    liability: 'Responsabilità',
    liabilityText:
      'Prezzi e piatti sono indicativi e possono variare secondo il mercato e la stagione. I link a siti di terzi sono forniti per sua comodità; non abbiamo alcun controllo sul loro contenuto.',
    records: 'Conservazione dei documenti',
    recordsText:
      'Secondo il diritto svizzero (in particolare l’art. 958f del Codice delle obbligazioni), i libri e i documenti contabili come pure la corrispondenza commerciale sono conservati per 10 anni. Secondo la loro natura, altri documenti sono soggetti a obblighi di conservazione da 5 a 10 anni o più.',
  },
  privacy: {
    title: 'Informativa sulla protezione dei dati',
    introduction: 'Introduzione',
    introductionText: (name) =>
      `${name} attribuisce grande importanza alla protezione dei suoi dati personali. La presente informativa spiega quali dati trattiamo quando visita il nostro sito, prenota un tavolo o ci scrive, perché e come, conformemente alla legge federale sulla protezione dei dati (LPD) e alla sua ordinanza (OPDa).`,
    controller: 'Titolare del trattamento',
    controllerIs: (name) => `Il titolare del trattamento è ${name}`,
    country: 'Svizzera',
    writeToUs: 'Per qualsiasi domanda sui suoi dati, ci scriva a',
    contactFallback: 'i recapiti in fondo a questa pagina',
    categories: 'Categorie di dati trattati',
    categoryList: [
      'I messaggi inviati con il modulo di contatto: nome, indirizzo e-mail, oggetto, testo del messaggio e data di invio.',
      'Le prenotazioni, fatte online, per telefono o sul posto, e le richieste per gruppi: nome, indirizzo e-mail, telefono, data, ora, numero di persone, osservazioni e cronologia della prenotazione (chi l’ha confermata, modificata o annullata, e quando). Un’iscrizione alla lista d’attesa conserva nome, indirizzo e-mail, telefono, giorno, ora e numero di persone, cancellati alla fine del servizio.',
      'Le allergie o intolleranze che seleziona al momento della prenotazione, o che scrive nelle osservazioni: sono dati sulla salute, dati degni di particolare protezione ai sensi della LPD. Le conserviamo solo con il suo consenso, dato spuntando l’apposita casella o, per una prenotazione telefonica, a voce (il nostro personale annota allora il consenso dato per telefono). Le usiamo solo per prepararle un pasto sicuro: la cucina le vede sulla scheda allergie del servizio, e non figurano in alcuna e-mail. Può rimuoverle in ogni momento sulla pagina di gestione della sua prenotazione.',
      'I dati che ci comunica per telefono o per e-mail, per esempio per prenotare la nostra sala privata.',
      'I dati tecnici indispensabili al funzionamento del sito (indirizzo IP, data e ora, pagina richiesta, tipo di browser), registrati nei log del server.',
    ],
    purposes: 'Scopi del trattamento',
    purposesText:
      'Usiamo questi dati per rispondere ai suoi messaggi e alle richieste di prenotazione, gestire le nostre prenotazioni (conferma e promemoria per e-mail, link per gestire la prenotazione), organizzare i suoi pasti ed eventi, garantire la sicurezza e il buon funzionamento del sito e rispettare i nostri obblighi legali. Dopo due assenze senza disdetta in un anno, una prenotazione online le chiede di telefonarci. Non li usiamo a fini pubblicitari e non effettuiamo alcuna profilazione.',
    legalBases: 'Basi giuridiche',
    legalBasesText:
      'Trattiamo i suoi dati nella misura necessaria per rispondere alla sua richiesta o eseguire un contratto con lei, sulla base del nostro interesse legittimo a gestire un sito sicuro, o per conformarci alla legge. Le sue allergie, dati degni di particolare protezione, sono trattate solo con il suo consenso esplicito (art. 6 cpv. 7 LPD). Se un trattamento si fonda sul suo consenso, può revocarlo in ogni momento.',
    disclosure: 'Comunicazione a terzi',
    disclosureText:
      'I suoi dati non sono né venduti né affittati. Sono comunicati soltanto al nostro fornitore di hosting e al suo fornitore di posta elettronica (messaggi del modulo inoltrati al ristorante, e-mail di prenotazione), vincolati da contratto e alla riservatezza, o alle autorità quando la legge lo richiede. Poiché le sue allergie non figurano in alcuna e-mail, non passano mai da questo fornitore di posta elettronica. Se dei dati dovessero essere trattati fuori dalla Svizzera, lo sarebbero solo in uno Stato che offre una protezione adeguata o con le garanzie previste dalla LPD.',
    retention: 'Durata di conservazione',
    retentionContact: (days) =>
      `I messaggi del modulo di contatto sono conservati dal ristorante nel suo sistema di gestione del sito, poi cancellati automaticamente ${days ? `${days} giorni dopo la ricezione` : 'al termine della loro durata di conservazione'}.`,
    retentionReservation: (days) =>
      `Il nome, l’indirizzo e-mail, il telefono, le osservazioni e le allergie di una prenotazione sono cancellati ${days ? `${days} giorni dopo la sua data` : 'dopo la sua data'}, insieme alle e-mail che la riguardano; restano solo la data, l’ora e il numero di coperti, per le nostre statistiche.`,
    retentionGroup: (days) =>
      `Una richiesta per gruppi è cancellata interamente ${days ? `${days} giorni dopo la data richiesta` : 'dopo la data richiesta'}.`,
    retentionOthers:
      'Di un’assenza senza disdetta conserviamo inoltre per un anno un’impronta cifrata dell’e-mail e del telefono, soltanto per la regola delle due assenze. I log tecnici sono cancellati dopo poco tempo. I documenti commerciali e contabili sono conservati per le durate legali da 5 a 10 anni o più.',
    security: 'Sicurezza dei dati',
    securityText:
      'Adottiamo misure tecniche e organizzative adeguate per proteggere i suoi dati da perdita, accesso non autorizzato e abuso: connessioni cifrate (HTTPS), accesso all’amministrazione riservato al personale autenticato, limite al numero di invii del modulo.',
    rights: 'I suoi diritti',
    rightsText:
      'Può chiedere l’accesso ai suoi dati, la loro rettifica o cancellazione, opporsi a un trattamento e, se applicabile, ottenere la consegna dei suoi dati. Invii la sua richiesta a',
    authority: 'Può anche rivolgersi all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT).',
    cookies: 'Cookie e strumenti di analisi',
    cookiesText:
      'Questo sito non imposta cookie di tracciamento e non usa strumenti di analisi del pubblico né reti pubblicitarie. Nel suo browser (memoria locale) sono salvate soltanto le sue scelte della modalità chiara o scura e della lingua del sito, come pure la sessione del personale nell’area di amministrazione. Queste informazioni non ci sono trasmesse.',
  },
};
