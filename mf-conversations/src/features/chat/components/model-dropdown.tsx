import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { Model } from "@parley/shared-contracts/api/models";
import { CheckIcon, ChevronDownIcon, SearchIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { useModelLabel } from "../hooks/use-model-label.ts";
import { groupModels, type ModelGroupId } from "../utils/group-models.ts";
import styles from "./model-dropdown.module.css";

export interface ModelDropdownProps {
  models: readonly Model[];
  selected: Model | null;
  onChoose: (model: Model) => void;
  disabled?: boolean;
}

/**
 * The model picker of the chat box (docs/product/chat-settings.md § Model dropdown): a button opening a
 * searchable listbox grouped as Recommended, Search, Images, Trial, then by source type. Keyboard: the search
 * field keeps focus and Up/Down/Home/End move through the options (aria-activedescendant), Enter picks,
 * Escape closes and focus returns to the button.
 */
export function ModelDropdown({ models, selected, onChoose, disabled = false }: ModelDropdownProps) {
  const { t } = useConversationsTranslation();
  const label = useModelLabel();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeId, setActiveId] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);

  const groups = useMemo(() => groupModels(models, query, label), [models, query, label]);
  const options = useMemo(() => groups.flatMap((group) => group.models), [groups]);
  const enabledOptions = options.filter((model) => !model.disabled);
  const active = enabledOptions.find((model) => model.id === activeId) ?? enabledOptions[0] ?? null;
  const optionId = (model: Model) => `${id}-option-${model.id}`;
  const groupLabels: Record<ModelGroupId, string> = {
    recommended: t("model.group.recommended"),
    search: t("model.group.search"),
    images: t("model.group.images"),
    trial: t("model.group.trial"),
    "source:openai": t("model.source.openai"),
    "source:anthropic": t("model.source.anthropic"),
    "source:openai_compatible": t("model.source.openai_compatible"),
    "source:offline": t("model.source.offline"),
  };

  const openList = () => {
    setQuery("");
    setActiveId(selected?.id ?? null);
    setOpen(true);
  };
  const closeList = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (model: Model) => {
    if (model.disabled) return;
    onChoose(model);
    closeList(true);
  };

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onPointer);
    return () => document.removeEventListener("mousedown", onPointer);
  }, [open]);

  useEffect(() => {
    if (open && active) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const move = (step: number | "first" | "last") => {
    if (enabledOptions.length === 0) return;
    const index = active ? enabledOptions.indexOf(active) : -1;
    const next =
      step === "first"
        ? 0
        : step === "last"
          ? enabledOptions.length - 1
          : (index + step + enabledOptions.length) % enabledOptions.length;
    setActiveId(enabledOptions[next]?.id ?? null);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => move("first"),
      End: () => move("last"),
      Enter: () => active && choose(active),
      Escape: () => closeList(true),
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== "Tab") event.preventDefault();
    if (event.key === "Escape") event.stopPropagation();
    action();
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openList();
    }
  };

  const triggerText = selected ? label(selected) : t("model.none");
  return (
    <div className={styles.dropdown} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        onClick={() => (open ? closeList(false) : openList())}
        onKeyDown={onTriggerKey}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t("model.buttonLabel", { model: triggerText })}
        data-testid="model-dropdown.button"
      >
        <span className={styles.triggerLabel}>{triggerText}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div className={styles.popover}>
          <div className={styles.searchRow}>
            <SearchIcon />
            <input
              ref={search}
              className={styles.search}
              type="text"
              role="combobox"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveId(null);
              }}
              onKeyDown={onSearchKey}
              placeholder={t("model.search")}
              aria-label={t("model.search")}
              aria-expanded="true"
              aria-controls={`${id}-listbox`}
              aria-activedescendant={active ? optionId(active) : undefined}
              aria-autocomplete="list"
              data-testid="model-dropdown.search"
            />
          </div>
          <div
            id={`${id}-listbox`}
            role="listbox"
            aria-label={t("model.listLabel")}
            className={styles.listbox}
          >
            {groups.length === 0 && <div className={styles.empty}>{t("model.noMatch")}</div>}
            {groups.map((group) => (
              <div
                key={group.id}
                role="group"
                aria-labelledby={`${id}-${group.id}`}
                className={styles.group}
                data-group={group.id}
              >
                <div id={`${id}-${group.id}`} className={styles.groupLabel} role="presentation">
                  {groupLabels[group.id]}
                </div>
                {group.models.map((model) => (
                  <div
                    key={model.id}
                    id={optionId(model)}
                    role="option"
                    aria-selected={model.id === selected?.id}
                    aria-disabled={model.disabled || undefined}
                    data-active={model.id === active?.id}
                    className={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(model)}
                    onMouseEnter={() => !model.disabled && setActiveId(model.id)}
                    data-testid="model-dropdown.option"
                    data-model-id={model.id}
                  >
                    {model.icon || (model.is_trial_model && model.trial_model_logo) ? (
                      <img
                        className={styles.optionIcon}
                        src={(model.is_trial_model && model.trial_model_logo) || model.icon || ""}
                        alt=""
                      />
                    ) : null}
                    <span>{label(model)}</span>
                    {model.id === selected?.id && (
                      <span className={styles.check}>
                        <CheckIcon />
                      </span>
                    )}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
