import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";

/** The provider kinds a model can be served from, translated. */
export function SourceOptions() {
  const { t } = useAdminTranslation();
  return (
    <>
      <option value="openai_compatible">{t("models.sourceOpenaiCompatible")}</option>
      <option value="openai">{t("models.sourceOpenai")}</option>
      <option value="anthropic">{t("models.sourceAnthropic")}</option>
    </>
  );
}
