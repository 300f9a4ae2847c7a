import { useEffect, useId, useRef } from 'react';
import { EVENING_LIMITS } from '@ticino/shared';

interface EveningTimesFieldProps {
  times: readonly string[];
  error: string | undefined;
  onChange: (times: string[]) => void;
  /** Receives the first control, which takes the focus when the times are refused. */
  firstControlRef: (element: HTMLElement | null) => void;
}

/**
 * « Heures d’arrivée »: one time field per arrival (`HH:MM`), each with its own label and « Retirer », and
 * « Ajouter une heure » up to the rules' maximum. The focus follows: onto a time added, onto its neighbour once one is
 * removed.
 */
export function EveningTimesField({ times, error, onChange, firstControlRef }: EveningTimesFieldProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement | null>(null);
  // The control to focus once the list has been drawn again: a time by its position, or « Ajouter une heure ».
  const focusNext = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === 'add') addButton.current?.focus();
    else inputs.current[next]?.focus();
  });

  const canAdd = times.length < EVENING_LIMITS.maxTimes;
  const remove = (index: number) => {
    const rest = times.filter((_, at) => at !== index);
    onChange(rest);
    focusNext.current = rest.length === 0 ? 'add' : Math.min(index, rest.length - 1);
  };

  return (
    <fieldset className="evening-form__times" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">Heures d’arrivée</legend>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      <ol className="evening-form__time-list">
        {times.map((time, index) => {
          const number = index + 1;
          const inputId = `${baseId}-time-${index}`;
          return (
            <li key={index} className="evening-form__time">
              <label className="field__label" htmlFor={inputId}>
                Arrivée n° {number}
              </label>
              <input
                id={inputId}
                ref={(element) => {
                  inputs.current[index] = element;
                  if (index === 0) firstControlRef(element);
                }}
                type="time"
                className="input"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                value={time}
                onChange={(event) =>
                  onChange(times.map((current, at) => (at === index ? event.target.value : current)))
                }
              />
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Retirer l’arrivée n° ${number}`}
                onClick={() => remove(index)}
              >
                Retirer
              </button>
            </li>
          );
        })}
      </ol>
      {canAdd ? (
        <button
          ref={(element) => {
            addButton.current = element;
            if (times.length === 0) firstControlRef(element);
          }}
          type="button"
          className="button button--secondary"
          onClick={() => {
            onChange([...times, '']);
            focusNext.current = times.length;
          }}
        >
          Ajouter une heure
        </button>
      ) : (
        <p className="field__hint">Au plus {EVENING_LIMITS.maxTimes} heures d’arrivée.</p>
      )}
    </fieldset>
  );
}
