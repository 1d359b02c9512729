// The mail a snapshot sign-up sends when its address already belongs to a workspace: the spec's
// "A user with this email already exists." goes to the owner of the address, never to whoever typed
// it on the share page (their answer is the same as for a new address). In the 12 languages; the
// link is the snapshot's page, where Continue offers the member's own workspace.
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { composeLinkMail } from "../../lib/mailer/link-mail.ts";
import type { LinkMailTexts } from "../../lib/mailer/link-mail.ts";
import type { OutgoingMail } from "../../lib/mailer/mailer.ts";
import { message } from "../../lib/messages.ts";

type Texts = Omit<LinkMailTexts, "intro"> & { introAfter: string };

const TEXTS: Record<LanguageCode, Texts> = {
  en: {
    subject: "Someone asked to continue in {{product}} with your e-mail",
    greeting: "Hello,",
    introAfter:
      "To continue the shared conversation, open it, choose Continue and sign in to your workspace:",
    expiry: "Forgot your password? Use “Forgot password” on your workspace's sign-in page.",
    ignore: "If you did not ask for this, you can ignore this e-mail: nothing was changed.",
  },
  fr: {
    subject: "Quelqu'un a demandé à continuer dans {{product}} avec votre e-mail",
    greeting: "Bonjour,",
    introAfter:
      "Pour poursuivre la conversation partagée, ouvrez-la, choisissez Continuer et connectez-vous à votre espace de travail :",
    expiry:
      "Mot de passe oublié ? Utilisez « Mot de passe oublié » sur la page de connexion de votre espace.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien n'a été modifié.",
  },
  da: {
    subject: "Nogen har bedt om at fortsætte i {{product}} med din e-mail",
    greeting: "Hej,",
    introAfter:
      "For at fortsætte den delte samtale skal du åbne den, vælge Fortsæt og logge ind på dit arbejdsområde:",
    expiry: "Glemt din adgangskode? Brug “Glemt adgangskode” på dit arbejdsområdes login-side.",
    ignore: "Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: intet er ændret.",
  },
  ja: {
    subject: "あなたのメールアドレスで {{product}} での続行がリクエストされました",
    greeting: "こんにちは。",
    introAfter:
      "共有された会話を続けるには、会話を開いて「続ける」を選び、ワークスペースにサインインしてください:",
    expiry:
      "パスワードを忘れた場合は、ワークスペースのサインインページで「パスワードをお忘れですか」を使ってください。",
    ignore: "このリクエストに心当たりがない場合は、このメールを無視してください。何も変更されていません。",
  },
  ar: {
    subject: "طلب شخص ما المتابعة في {{product}} باستخدام بريدك الإلكتروني",
    greeting: "مرحبًا،",
    introAfter: "لمتابعة المحادثة المشتركة، افتحها واختر «متابعة» ثم سجّل الدخول إلى مساحة العمل الخاصة بك:",
    expiry: "نسيت كلمة المرور؟ استخدم «نسيت كلمة المرور» في صفحة تسجيل الدخول إلى مساحة العمل.",
    ignore: "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: لم يتغيّر أي شيء.",
  },
  ko: {
    subject: "누군가 회원님의 이메일로 {{product}}에서 계속하기를 요청했습니다",
    greeting: "안녕하세요.",
    introAfter: "공유된 대화를 계속하려면 대화를 열고 계속을 선택한 다음 워크스페이스에 로그인하세요:",
    expiry: "비밀번호를 잊으셨나요? 워크스페이스 로그인 페이지에서 ‘비밀번호 찾기’를 사용하세요.",
    ignore: "요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 아무것도 변경되지 않았습니다.",
  },
  "zh-cn": {
    subject: "有人请求使用您的电子邮件在 {{product}} 中继续",
    greeting: "您好，",
    introAfter: "要继续这段共享对话，请打开它，选择“继续”，然后登录您的工作区：",
    expiry: "忘记密码？请在工作区的登录页面使用“忘记密码”。",
    ignore: "如果这不是您的请求，可以忽略此邮件：没有任何更改。",
  },
  "zh-hk": {
    subject: "有人要求使用您的電郵地址在 {{product}} 中繼續",
    greeting: "您好，",
    introAfter: "要繼續這段共享對話，請開啟它，選擇「繼續」，然後登入您的工作區：",
    expiry: "忘記密碼？請在工作區的登入頁面使用「忘記密碼」。",
    ignore: "如果這不是您的要求，可以忽略此電郵：沒有任何變更。",
  },
  de: {
    subject: "Jemand möchte mit Ihrer E-Mail-Adresse in {{product}} fortfahren",
    greeting: "Hallo,",
    introAfter:
      "Um die geteilte Unterhaltung fortzusetzen, öffnen Sie sie, wählen Sie Fortsetzen und melden Sie sich bei Ihrem Arbeitsbereich an:",
    expiry: "Passwort vergessen? Nutzen Sie „Passwort vergessen“ auf der Anmeldeseite Ihres Arbeitsbereichs.",
    ignore:
      "Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren: Es wurde nichts geändert.",
  },
  es: {
    subject: "Alguien pidió continuar en {{product}} con su correo electrónico",
    greeting: "Hola:",
    introAfter:
      "Para continuar la conversación compartida, ábrala, elija Continuar e inicie sesión en su espacio de trabajo:",
    expiry:
      "¿Olvidó su contraseña? Use «Olvidé mi contraseña» en la página de inicio de sesión de su espacio.",
    ignore: "Si no lo solicitó, puede ignorar este correo: no se ha cambiado nada.",
  },
  pt: {
    subject: "Alguém pediu para continuar no {{product}} com o seu e-mail",
    greeting: "Olá,",
    introAfter:
      "Para continuar a conversa partilhada, abra-a, escolha Continuar e inicie sessão no seu espaço de trabalho:",
    expiry:
      "Esqueceu a palavra-passe? Use «Esqueci-me da palavra-passe» na página de início de sessão do seu espaço.",
    ignore: "Se não fez este pedido, pode ignorar este e-mail: nada foi alterado.",
  },
  vi: {
    subject: "Có người yêu cầu tiếp tục trong {{product}} bằng email của bạn",
    greeting: "Xin chào,",
    introAfter:
      "Để tiếp tục cuộc hội thoại được chia sẻ, hãy mở nó, chọn Tiếp tục và đăng nhập vào không gian làm việc của bạn:",
    expiry: "Quên mật khẩu? Hãy dùng “Quên mật khẩu” trên trang đăng nhập của không gian làm việc.",
    ignore: "Nếu bạn không yêu cầu điều này, bạn có thể bỏ qua email này: không có gì thay đổi.",
  },
};

export function composeExistingAccountMail(input: {
  language: LanguageCode;
  email: string;
  snapshotUrl: string;
}): OutgoingMail {
  const { introAfter, ...texts } = TEXTS[input.language];
  return composeLinkMail({
    language: input.language,
    to: { email: input.email, isEmailUnsubscribed: false },
    link: input.snapshotUrl,
    texts: { ...texts, intro: `${message("snapshot.emailExists", input.language)} ${introAfter}` },
    values: {},
  });
}
