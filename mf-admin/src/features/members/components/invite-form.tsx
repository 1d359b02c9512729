// Invite by e-mail: the server creates the member and mails a link that sets the password.
import { useState, type FormEvent } from "react";
import type { AdminMember } from "@parley/shared-contracts/api/admin-members";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { inviteMember, membersQueryKey } from "../api/members-api.ts";
import { useRoleLabel } from "./use-role-label.ts";
import styles from "./members.module.css";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteForm({ roles }: { roles: readonly AdminMember["role"][] }) {
  const { t } = useAdminTranslation();
  const { api } = useShell();
  const toast = useToast();
  const client = useQueryClient();
  const roleLabel = useRoleLabel();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<AdminMember["role"]>("member");
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => inviteMember(api, { email: email.trim(), role, ...(name.trim() ? { name } : {}) }),
    onSuccess: (member) => {
      client.setQueryData<AdminMember[]>(membersQueryKey, (list) => [...(list ?? []), member]);
      toast("success", t("invite.sent", { email: member.email }));
      setEmail("");
      setName("");
      setRole("member");
    },
    onError: (error) => setProblem(serverMessage(error) ?? t("error.generic", { ns: "common" })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setProblem(t("invite.emailInvalid"));
    setProblem(null);
    invite.mutate();
  };
  return (
    <form className={styles.invite} onSubmit={submit} aria-labelledby="invite-title" noValidate>
      <h2 id="invite-title" className={styles.subtitle}>
        {t("invite.title")}
      </h2>
      <label className={styles.field}>
        <span>{t("invite.email")}</span>
        <input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoComplete="off"
          aria-invalid={problem !== null}
          aria-describedby={problem ? "invite-problem" : undefined}
          data-testid="invite.email"
        />
      </label>
      <label className={styles.field}>
        <span>{t("invite.name")}</span>
        <input value={name} onChange={(e) => setName(e.target.value)} data-testid="invite.name" />
      </label>
      <label className={styles.field}>
        <span>{t("invite.role")}</span>
        <select
          value={role}
          onChange={(e) => setRole(e.target.value as AdminMember["role"])}
          data-testid="invite.role"
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className={`${button.button} ${button.primary}`}
        disabled={invite.isPending}
        data-testid="invite.submit"
      >
        {invite.isPending ? t("invite.sending") : t("invite.submit")}
      </button>
      {problem && (
        <p id="invite-problem" role="alert" className={styles.problem} data-testid="invite.problem">
          {problem}
        </p>
      )}
    </form>
  );
}
