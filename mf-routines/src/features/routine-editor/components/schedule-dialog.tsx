import { useId, useState } from "react";
import { ROUTINE_LIMITS } from "@parley/shared-contracts/api/routine-limits";
import type { RoutineEndType } from "@parley/shared-contracts/api/routines";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import {
  checkDraft,
  isPeriod,
  periodChoices,
  schedulePayload,
  type ScheduleDraft,
} from "../utils/schedule-draft.ts";
import { TIMEZONE_CHOICES, zoneLabel } from "../utils/time-zones.ts";
import { CountField } from "./count-field.tsx";
import styles from "./schedule-dialog.module.css";

const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);
const MINUTES = Array.from({ length: 60 }, (_, index) => index);
const END_TYPES: readonly RoutineEndType[] = ["never", "date", "occurrences"];

export interface ScheduleDialogProps {
  initial: ScheduleDraft;
  saving: boolean;
  /** The last refused save's message. */
  error: string | null;
  onSubmit: (schedule: NonNullable<ReturnType<typeof schedulePayload>>) => void;
  onClose: () => void;
}

/**
 * The schedule dialog (docs/product/routines.md § Schedule): start date and time on a 12-hour clock,
 * a whole-hour time zone, an optional repeat every 1–100 minutes/hours/days/months that ends never,
 * on a date or after 1–100 occurrences. 'Schedule prompt' waits until the draft is complete.
 */
export function ScheduleDialog({ initial, saving, error, onSubmit, onClose }: ScheduleDialogProps) {
  const { t } = useRoutinesTranslation();
  const [draft, setDraft] = useState(initial);
  const check = checkDraft(draft);
  const ids = {
    date: useId(),
    zone: useId(),
    repeat: useId(),
    every: useId(),
    period: useId(),
    endDate: useId(),
    occurrences: useId(),
    everyError: useId(),
    occurrencesError: useId(),
    endError: useId(),
  };
  const change = (patch: Partial<ScheduleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const range = (min: number, max: number) => t("schedule.range", { min, max });
  const endLabels: Record<RoutineEndType, string> = {
    never: t("schedule.endNever"),
    date: t("schedule.endOnDate"),
    occurrences: t("schedule.endAfter"),
  };

  return (
    <Dialog
      title={t("schedule.title")}
      onClose={saving ? () => undefined : onClose}
      testId="schedule.dialog"
      wide
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const payload = schedulePayload(draft);
          if (payload && !saving) onSubmit(payload);
        }}
      >
        <fieldset className={styles.group} disabled={saving}>
          <legend className={styles.legend}>{t("schedule.start")}</legend>
          <div className={styles.row}>
            <label className={styles.field} htmlFor={ids.date}>
              <span className={styles.label}>{t("schedule.date")}</span>
              <input
                id={ids.date}
                type="date"
                className={styles.input}
                value={draft.date}
                required
                onChange={(event) => change({ date: event.target.value })}
                data-testid="schedule.date"
              />
            </label>
            <div className={styles.field} role="group" aria-label={t("schedule.time")}>
              <span className={styles.label} aria-hidden="true">
                {t("schedule.time")}
              </span>
              <span className={styles.time} dir="ltr">
                <select
                  className={styles.input}
                  value={draft.hour}
                  aria-label={t("schedule.hour")}
                  onChange={(event) => change({ hour: Number(event.target.value) })}
                  data-testid="schedule.hour"
                >
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {hour}
                    </option>
                  ))}
                </select>
                <span aria-hidden="true">:</span>
                <select
                  className={styles.input}
                  value={draft.minute}
                  aria-label={t("schedule.minute")}
                  onChange={(event) => change({ minute: Number(event.target.value) })}
                  data-testid="schedule.minute"
                >
                  {MINUTES.map((minute) => (
                    <option key={minute} value={minute}>
                      {String(minute).padStart(2, "0")}
                    </option>
                  ))}
                </select>
                <select
                  className={styles.input}
                  value={draft.meridiem}
                  aria-label={t("schedule.meridiem")}
                  onChange={(event) => change({ meridiem: event.target.value === "PM" ? "PM" : "AM" })}
                  data-testid="schedule.meridiem"
                >
                  <option value="AM">{t("schedule.am")}</option>
                  <option value="PM">{t("schedule.pm")}</option>
                </select>
              </span>
            </div>
            <label className={styles.field} htmlFor={ids.zone}>
              <span className={styles.label}>{t("schedule.timezone")}</span>
              <select
                id={ids.zone}
                className={styles.input}
                value={draft.timezone}
                onChange={(event) => change({ timezone: event.target.value })}
                data-testid="schedule.timezone"
              >
                {TIMEZONE_CHOICES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneLabel(zone)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </fieldset>

        <fieldset className={styles.group} disabled={saving}>
          <div className={styles.switchRow}>
            <label htmlFor={ids.repeat} className={styles.legend}>
              {t("schedule.repeat")}
            </label>
            <Switch
              id={ids.repeat}
              checked={draft.repeat}
              onChange={(repeat) => change({ repeat })}
              disabled={saving}
              testId="schedule.repeat"
            />
          </div>
          {draft.repeat && (
            <>
              <div className={styles.row}>
                <CountField
                  id={ids.every}
                  label={t("schedule.every")}
                  value={draft.every}
                  min={ROUTINE_LIMITS.everyMin}
                  max={ROUTINE_LIMITS.everyMax}
                  invalid={check.everyInvalid}
                  errorId={ids.everyError}
                  onChange={(every) => change({ every })}
                  testId="schedule.every"
                />
                <label className={styles.field} htmlFor={ids.period}>
                  <span className={styles.label}>{t("schedule.period")}</span>
                  <select
                    id={ids.period}
                    className={styles.input}
                    value={draft.period}
                    onChange={(event) => {
                      const period = event.target.value;
                      if (isPeriod(period)) change({ period });
                    }}
                    data-testid="schedule.period"
                  >
                    {periodChoices(draft.period).map((period) => (
                      <option key={period} value={period}>
                        {t(`period.${period}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {check.everyInvalid && (
                <p id={ids.everyError} className={styles.error} data-testid="schedule.every-error">
                  {range(ROUTINE_LIMITS.everyMin, ROUTINE_LIMITS.everyMax)}
                </p>
              )}
              <fieldset className={styles.ends}>
                <legend className={styles.label}>{t("schedule.ends")}</legend>
                {END_TYPES.map((endType) => (
                  <label key={endType} className={styles.radio}>
                    <input
                      type="radio"
                      name="routine-end"
                      value={endType}
                      checked={draft.endType === endType}
                      onChange={() => change({ endType })}
                      data-testid={`schedule.end-type-${endType}`}
                    />
                    {endLabels[endType]}
                  </label>
                ))}
                {draft.endType === "date" && (
                  <label className={styles.field} htmlFor={ids.endDate}>
                    <span className={styles.label}>{t("schedule.endDate")}</span>
                    <input
                      id={ids.endDate}
                      type="date"
                      className={styles.input}
                      value={draft.endDate}
                      min={draft.date || undefined}
                      aria-invalid={check.endTooEarly}
                      aria-describedby={check.endTooEarly ? ids.endError : undefined}
                      onChange={(event) => change({ endDate: event.target.value })}
                      data-testid="schedule.end-date"
                    />
                  </label>
                )}
                {draft.endType === "occurrences" && (
                  <CountField
                    id={ids.occurrences}
                    label={t("schedule.occurrences")}
                    value={draft.occurrences}
                    min={ROUTINE_LIMITS.occurrencesMin}
                    max={ROUTINE_LIMITS.occurrencesMax}
                    invalid={check.occurrencesInvalid}
                    errorId={ids.occurrencesError}
                    onChange={(occurrences) => change({ occurrences })}
                    testId="schedule.occurrences"
                  />
                )}
                {check.occurrencesInvalid && (
                  <p
                    id={ids.occurrencesError}
                    className={styles.error}
                    data-testid="schedule.occurrences-error"
                  >
                    {range(ROUTINE_LIMITS.occurrencesMin, ROUTINE_LIMITS.occurrencesMax)}
                  </p>
                )}
                {check.endTooEarly && (
                  <p id={ids.endError} className={styles.error} data-testid="schedule.end-error">
                    {t("schedule.endTooEarly")}
                  </p>
                )}
              </fieldset>
            </>
          )}
        </fieldset>

        {error && (
          <p className={styles.error} role="alert" data-testid="schedule.error">
            {error}
          </p>
        )}
        <div className={dialog.actions}>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={onClose}
            disabled={saving}
          >
            {t("action.cancel")}
          </button>
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={!check.ready || saving}
            data-testid="schedule.submit"
          >
            {saving && <Spinner />}
            {t("schedule.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
