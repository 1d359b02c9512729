import { useId, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import {
  describeProblem,
  validateSignupForm,
  type FieldProblems,
  type SignupField,
} from "../utils/signup-problems.ts";
import { TextField } from "./text-field.tsx";
import styles from "./sign-up.module.css";

export type SignupFormValues = Record<SignupField, string>;

interface SignUpFormProps {
  pending: boolean;
  /** The server's verdict per field (cleared per field as the visitor edits it). */
  serverProblems: FieldProblems;
  /** A refusal that belongs to no field. */
  message: string | null;
  /** `admin.example.com:8080` → `example.com:8080`, for the address preview. */
  baseHost: string;
  onSubmit(values: SignupFormValues): void;
}

const ORDER: SignupField[] = ["workspace_name", "subdomain", "name", "password", "password_confirm"];
const EMPTY: SignupFormValues = {
  workspace_name: "",
  subdomain: "",
  name: "",
  password: "",
  password_confirm: "",
};

/** The new workspace (name, address) and its owner (name, password twice). */
export function SignUpForm({ pending, serverProblems, message, baseHost, onSubmit }: SignUpFormProps) {
  const { t } = useAuthTranslation();
  const id = useId();
  const [values, setValues] = useState<SignupFormValues>(EMPTY);
  const [local, setLocal] = useState<FieldProblems>({});
  const [edited, setEdited] = useState<ReadonlySet<SignupField>>(new Set());
  const [shown, setShown] = useState(false);

  const problemsOf = (field: SignupField) =>
    (local[field] ?? (edited.has(field) ? [] : (serverProblems[field] ?? []))).map((problem) =>
      describeProblem(t, field, problem),
    );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateSignupForm(values);
    flushSync(() => {
      setLocal(found);
      setEdited(new Set());
    });
    const first = ORDER.find((field) => found[field] !== undefined);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    else onSubmit(values);
  }

  const field = (name: SignupField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    readOnly: pending,
    problems: problemsOf(name),
    testId: `sign-up.${name.replace("_", "-")}`,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setLocal((current) => ({ ...current, [name]: undefined }));
      setEdited((current) => new Set(current).add(name));
    },
  });

  const subdomain = values.subdomain.trim().toLowerCase() || t("subdomain.placeholder");
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {message && <Alert testId="sign-up.error">{message}</Alert>}
      <TextField {...field("workspace_name")} label={t("signUp.workspaceName")} autoComplete="organization" />
      <TextField
        {...field("subdomain")}
        label={t("signUp.subdomain")}
        autoComplete="off"
        dir="ltr"
        hint={t("signUp.subdomainHint", { host: `\u2068${subdomain}.${baseHost}\u2069` })}
      />
      <TextField {...field("name")} label={t("signUp.name")} autoComplete="name" />
      <TextField
        {...field("password")}
        label={t("signUp.password")}
        type={shown ? "text" : "password"}
        autoComplete="new-password"
      />
      <TextField
        {...field("password_confirm")}
        label={t("signUp.confirmPassword")}
        type={shown ? "text" : "password"}
        autoComplete="new-password"
      />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={shown}
          data-testid="sign-up.show-passwords"
          onChange={(event) => setShown(event.currentTarget.checked)}
        />
        {t("signUp.showPasswords")}
      </label>
      <button
        type="submit"
        className={`${button.button} ${button.primary}`}
        disabled={pending}
        data-testid="sign-up.submit"
      >
        {pending && <Spinner />}
        {pending ? t("signUp.submitting") : t("signUp.submit")}
      </button>
    </form>
  );
}
