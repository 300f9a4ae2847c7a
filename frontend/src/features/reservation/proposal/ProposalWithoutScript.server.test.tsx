import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messageOf, paymentReferenceText, type GroupProposalFormAnswer } from '@ticino/shared';
import { PageLocaleContext } from '../../../hooks/useLocale';
import { ProposalWithoutScript } from './ProposalWithoutScript';

/**
 * A group's proposal as the server renders its link (docs/product.md#group-proposals): the proposal, and one form
 * posted to the page's own address, which no app takes over.
 */
const ACTION = '/reservation/groupe/k2v8f0a9c3d1/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const DEPOSIT = {
  amount: 420,
  reference: { type: 'QRR' as const, reference: '210000000003139471430009017' },
  deadline: '2026-11-27',
};

const ANSWER: GroupProposalFormAnswer = {
  proposal: {
    id: 'k2v8f0a9c3d1',
    name: 'Famille Rossi',
    language: 'fr',
    guests: 14,
    date: '2026-11-30',
    time: '19:00',
    menuName: 'Menu du Tessin',
    pricePerPerson: 85,
    depositPerPerson: 30,
    deposit: DEPOSIT,
    deadline: '2026-11-27',
    message: 'La salle est à vous.\n\nÀ bientôt !',
    state: 'open',
  },
  formToken: '1795709917884.signature',
  failure: null,
  booked: null,
};

/** The page in the request's language, as the server renders it (the page's language is the request's there too). */
function serverPage(answer: GroupProposalFormAnswer): Document {
  const html = renderToString(
    <MemoryRouter initialEntries={[ACTION]}>
      <PageLocaleContext.Provider value={answer.proposal.language}>
        <ProposalWithoutScript answer={answer} action={ACTION} />
      </PageLocaleContext.Provider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

const forms = (page: Document) => [...page.querySelectorAll('form')];
const submits = (page: Document) =>
  [...page.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].map((button) => [
    button.name,
    button.value,
    button.textContent,
  ]);

describe('the proposal page as the server renders it', () => {
  it('shows what is proposed, and the form that takes it, with the token', () => {
    const page = serverPage(ANSWER);
    const facts = page.querySelector('.fact-list')!.textContent;
    for (const fact of [
      'Datelundi 30 novembre 2026',
      'Heure19:00',
      'Personnes14',
      'MenuMenu du Tessin',
      'Prix par personneCHF 85.00',
      'AcompteCHF 420.00, à payer d’ici au vendredi 27 novembre 2026',
      paymentReferenceText(DEPOSIT.reference),
    ]) {
      expect(facts).toContain(fact);
    }
    expect(page.body.textContent).toContain('Bonjour Famille Rossi');
    expect(page.body.textContent).toContain('vaut aussi acceptation');
    expect(page.querySelector('blockquote')!.textContent).toBe(ANSWER.proposal.message);
    expect(page.body.textContent).toContain(
      'Vous pouvez accepter cette proposition jusqu’au vendredi 27 novembre 2026.',
    );
    expect(forms(page).map((form) => [form.method, form.getAttribute('action')])).toEqual([['post', ACTION]]);
    expect(submits(page)).toEqual([['intent', 'accept', 'Accepter la proposition']]);
    expect(forms(page)[0].querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe(ANSWER.formToken);
  });

  it('says a proposal taken or no longer valid, and offers nothing to post', () => {
    const accepted = serverPage({ ...ANSWER, proposal: { ...ANSWER.proposal, state: 'accepted' } });
    expect(accepted.body.textContent).toContain('Cette proposition a été acceptée');
    expect(forms(accepted)).toEqual([]);
    const expired = serverPage({ ...ANSWER, proposal: { ...ANSWER.proposal, state: 'expired' } });
    expect(expired.body.textContent).toContain('Cette proposition n’est plus valable');
    expect(expired.body.textContent).not.toContain('vaut aussi acceptation');
    expect(forms(expired)).toEqual([]);
  });

  it('says why a posted form was refused, once, and keeps the form while the proposal is open', () => {
    const gone = serverPage({
      ...ANSWER,
      proposal: { ...ANSWER.proposal, state: 'expired' },
      failure: messageOf('reservation.proposalGone'),
    });
    expect(gone.querySelector('[role="alert"]')!.textContent).toContain('Cette proposition n’est plus valable');
    expect(gone.body.textContent.split('n’est plus valable')).toHaveLength(2);
    expect(forms(gone)).toEqual([]);
    const expiredForm = serverPage({ ...ANSWER, failure: messageOf('reservation.manageExpired') });
    expect(expiredForm.querySelector('[role="alert"]')!.textContent).toContain('Le formulaire a expiré');
    expect(forms(expiredForm)).toHaveLength(1);
  });

  it('answers a proposal taken with the booking’s answer, its deposit and its manage link', () => {
    const manageUrl = 'https://www.trattoria.example/reservation/KQ7M-3XPA/jeton';
    const page = serverPage({
      ...ANSWER,
      proposal: { ...ANSWER.proposal, state: 'accepted' },
      booked: {
        booking: {
          reference: 'KQ7M-3XPA',
          status: 'awaiting_payment',
          deposit: DEPOSIT,
          date: '2026-11-30',
          time: '19:00',
          partySize: 14,
          manageUrl,
        },
        message: messageOf('reservation.awaitingPayment', { amount: '420.00', deadline: '27.11.2026' }),
      },
    });
    expect(page.querySelector('h2')!.textContent).toBe('Réservation enregistrée');
    expect(page.querySelector('.booking-done__summary')!.textContent).toBe(
      'lundi 30 novembre 2026 à 19:00, 14 personnes',
    );
    expect(page.querySelector('.booking-done__deposit')!.textContent).toContain('CHF 420.00');
    expect(page.querySelector(`a[href="${manageUrl}"]`)!.textContent).toBe('Gérer ma réservation');
    expect(forms(page)).toEqual([]);
  });

  it('speaks the request’s language', () => {
    const page = serverPage({ ...ANSWER, proposal: { ...ANSWER.proposal, language: 'it' } });
    expect(page.querySelector('.fact-list')!.textContent).toContain('lunedì 30 novembre 2026');
    expect(page.body.textContent).toContain('Buongiorno Famille Rossi');
    expect(page.body.textContent).toContain('Prezzo a personaCHF 85.00');
    expect(submits(page).map(([, , label]) => label)).toEqual(['Accettare la proposta']);
  });
});
