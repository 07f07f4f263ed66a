import { t } from './i18n';
import { CheckIcon, DotIcon } from '../ui';
import type { PasswordRuleResult } from './passwordRules';

/** Lists the password rules that still fail; once all hold, says so. */
export function PasswordChecklist({ id, results, active }: { id: string; results: PasswordRuleResult[]; active: boolean }) {
  const failing = results.filter((r) => !r.ok);
  if (failing.length === 0) {
    return (
      <p id={id} className="checklist checklist--ok" aria-live="polite">
        <CheckIcon /> {t('signUp.passwordOk')}
      </p>
    );
  }
  return (
    <div id={id} className={`checklist${active ? ' checklist--active' : ''}`} aria-live="polite">
      <ul>
        {failing.map((rule) => (
          <li key={rule.id} className="checklist__item" data-rule={rule.id}>
            <DotIcon />
            {rule.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
