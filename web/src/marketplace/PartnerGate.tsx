import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api, unwrap } from '../api/client';
import { buttonClass } from '../ui';
import { t } from './i18n';

type Choice = 'partner' | 'not_partner';

/**
 * The partner gate (spec 3 §1): an app whose marketplace an admin has not enabled (while self-service
 * is on) cannot list yet. The developer says whether they are a partner; the two cards lead to the
 * external forms — listing activation for partners, the partner program for the others — and the
 * chosen one is marked. A form without a configured address names the step without a link.
 */
export function PartnerGate() {
  const forms = useQuery({
    queryKey: ['marketplace', 'partner-forms'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/marketplace/partner_forms'))).data,
    staleTime: Infinity,
  });
  const [choice, setChoice] = useState<Choice | null>(null);
  const name = useId();
  const cards: { id: Choice; title: string; body: string; link: string; url: string | null | undefined }[] = [
    {
      id: 'partner',
      title: t('partnerGate.partnerTitle'),
      body: t('partnerGate.partnerBody'),
      link: t('partnerGate.partnerLink'),
      url: forms.data?.activation_url,
    },
    {
      id: 'not_partner',
      title: t('partnerGate.otherTitle'),
      body: t('partnerGate.otherBody'),
      link: t('partnerGate.otherLink'),
      url: forms.data?.program_url,
    },
  ];
  return (
    <section className="partner-gate" aria-labelledby={`${name}-title`} data-testid="partner-gate">
      <h2 id={`${name}-title`}>{t('partnerGate.title')}</h2>
      <p>{t('partnerGate.intro')}</p>
      <fieldset className="partner-gate__choice">
        <legend>{t('partnerGate.choiceLegend')}</legend>
        {cards.map((card) => (
          <label key={card.id} className="partner-gate__option">
            <input type="radio" name={name} value={card.id} checked={choice === card.id} onChange={() => setChoice(card.id)} />{' '}
            {card.id === 'partner' ? t('partnerGate.choicePartner') : t('partnerGate.choiceOther')}
          </label>
        ))}
      </fieldset>
      <div className="partner-gate__cards">
        {cards.map((card) => (
          <article
            key={card.id}
            className={choice === card.id ? 'partner-gate__card partner-gate__card--chosen' : 'partner-gate__card'}
            aria-labelledby={`${name}-${card.id}`}
            data-chosen={choice === card.id}
          >
            <h3 id={`${name}-${card.id}`}>{card.title}</h3>
            <p>{card.body}</p>
            {card.url ? (
              <a className={buttonClass({ variant: 'primary' })} href={card.url} target="_blank" rel="noopener noreferrer">
                {card.link}
              </a>
            ) : (
              <p className="partner-gate__no-link">{t('partnerGate.noLink')}</p>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
