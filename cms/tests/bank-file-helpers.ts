import { genevaDay } from '@ticino/shared';

/** The owner's QR-IBAN the tests' deposits are paid to (IID 31999: a QR-IID). */
export const QR_IBAN = 'CH4431999123000889012';

export interface Credit {
  amount: string;
  reference?: string;
  key?: string;
  debit?: boolean;
  currency?: string;
  valueDate?: string;
}

/** A camt.054 notification as a Swiss bank writes one (version 001.04 unless told), one entry per credit. */
export function camt054(credits: Credit[], coveredTo: string, version: '04' | '08' = '04'): string {
  const status = version === '04' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>';
  const entries = credits
    .map(
      ({ amount, reference, key, debit, currency = 'CHF', valueDate = genevaDay(new Date()) }, index) => `
      <Ntry>
        <NtryRef>${index + 1}</NtryRef>
        <Amt Ccy="${currency}">${amount}</Amt>
        <CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        ${status}
        <BookgDt><Dt>${valueDate}</Dt></BookgDt>
        <ValDt><Dt>${valueDate}</Dt></ValDt>
        <NtryDtls><TxDtls>
          ${key ? `<Refs><AcctSvcrRef>${key}</AcctSvcrRef></Refs>` : ''}
          <Amt Ccy="${currency}">${amount}</Amt>
          <CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
          ${reference ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf>` : ''}
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.${version}">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>MSG-${Math.random()}</MsgId><CreDtTm>${coveredTo}T18:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>N1</Id>
      <CreDtTm>${coveredTo}T18:00:00</CreDtTm>
      <FrToDt><FrDtTm>${coveredTo}T00:00:00</FrDtTm><ToDtTm>${coveredTo}T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>${QR_IBAN}</IBAN></Id></Acct>${entries}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}
