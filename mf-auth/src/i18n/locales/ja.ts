import type { AuthMessages } from "./en.ts";

/** Japanese. */
const ja: AuthMessages = {
  "page.poweredBy": "提供: {{product}}",
  "page.loading": "ワークスペースを読み込んでいます…",
  "page.redirecting": "既にサインインしています。移動しています…",
  "page.retry": "再試行",
  "signIn.subtitle": "{{product}} を利用するにはサインインしてください",
  "signIn.google": "Google でサインイン",
  "signIn.workEmail": "仕事用メールでサインイン",
  "signIn.or": "または",
  "signIn.noMethods":
    "このワークスペースでは有効なサインイン方法がありません。管理者にお問い合わせください。",
  "signIn.emailLabel": "仕事用メールアドレス",
  "signIn.emailPlaceholder": "taro@example.co.jp",
  "signIn.passwordLabel": "パスワード",
  "signIn.showPassword": "パスワードを表示",
  "signIn.submit": "サインイン",
  "signIn.submitting": "サインインしています…",
  "validation.emailRequired": "仕事用メールアドレスを入力してください。",
  "validation.emailInvalid": "有効なメールアドレスを入力してください（例: taro@example.co.jp）。",
  "validation.passwordRequired": "パスワードを入力してください。",
  "validation.passwordTooShort": "パスワードは {{min}} 文字以上で入力してください。",
  "subdomain.title": "ワークスペースを探す",
  "subdomain.description": "{{product}} にサインインするには、ワークスペースのアドレスを入力してください。",
  "subdomain.label": "ワークスペースのアドレス",
  "subdomain.placeholder": "example-corp",
  "subdomain.required": "ワークスペースのアドレスを入力してください。",
  "subdomain.invalid":
    "英小文字、数字、ハイフンを使って 2～63 文字で入力してください。先頭と末尾は英小文字または数字にしてください。",
  "subdomain.submit": "続行",
  "subdomain.checking": "確認しています…",
  "parcel.crashed": "サインインページが動作しなくなりました。ページを再読み込みしてもう一度お試しください。",
  "parcel.reload": "再読み込み",
};
export default ja;
