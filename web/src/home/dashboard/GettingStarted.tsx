import { useState } from 'react';
import { Link } from 'react-router';
import type { Me } from '../../api/types';
import { Button, CheckIcon } from '../../ui';
import { t } from './i18n';
import { doneCount, hideChecklist, isChecklistHidden, type Step } from './gettingStarted';

/**
 * The new developer's checklist: each step ticked from what the account already shows (no step is
 * ticked by hand), the next one to do first in reading order, until all are done or it is hidden.
 */
export function GettingStarted({ me, steps }: { me: Me; steps: Step[] }) {
  const [hidden, setHidden] = useState(() => isChecklistHidden(me.id));
  const done = doneCount(steps);
  if (hidden || done === steps.length) return null;
  return (
    <section className="card getting-started" aria-labelledby="home-getting-started-title">
      <header className="getting-started__header">
        <h2 id="home-getting-started-title" className="dashboard-panel__title">
          {t('dashboard.gettingStartedTitle')}
        </h2>
        <span className="muted">{t('dashboard.gettingStartedProgress', { done, total: steps.length })}</span>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('dashboard.gettingStartedHideLabel')}
          onClick={() => {
            hideChecklist(me.id);
            setHidden(true);
          }}
        >
          {t('dashboard.gettingStartedHide')}
        </Button>
      </header>
      <progress
        className="getting-started__progress"
        max={steps.length}
        value={done}
        aria-label={t('dashboard.gettingStartedProgress', { done, total: steps.length })}
      />
      <ol className="getting-started__steps">
        {steps.map((step) => (
          <li key={step.id} className={`getting-started__step${step.done ? ' getting-started__step--done' : ''}`}>
            <span className="getting-started__mark" aria-hidden="true">
              {step.done && <CheckIcon />}
            </span>
            <div className="getting-started__text">
              <p className="getting-started__step-title">
                {t(`dashboard.step.${step.id}.title`)}
                <span className="visually-hidden">: {step.done ? t('dashboard.stepDone') : t('dashboard.stepToDo')}</span>
              </p>
              {!step.done && (
                <p className="muted getting-started__step-body">
                  {t(`dashboard.step.${step.id}.body`, { email: me.email })}{' '}
                  {step.to && (
                    <Link to={step.to} state={step.state}>
                      {t(`dashboard.step.${step.id}.action`)}
                    </Link>
                  )}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
