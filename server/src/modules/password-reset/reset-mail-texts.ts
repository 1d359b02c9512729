// The password-reset e-mail in the 12 interface languages. Placeholders: {{product}}, {{name}},
// {{workspace}}, {{minutes}}; the link stands on a line of its own between `intro` and `expiry`.
import type { LanguageCode } from "@parley/shared-contracts/languages";

export interface ResetMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  expiry: string;
  ignore: string;
}

export const RESET_MAIL_TEXTS: Record<LanguageCode, ResetMailTexts> = {
  en: {
    subject: "Reset your {{product}} password",
    greeting: "Hello {{name}},",
    intro:
      "We received a request to reset the password of your {{product}} account in the workspace {{workspace}}. Open this link to choose a new password:",
    expiry: "The link can be used once and expires in {{minutes}} minutes.",
    ignore: "If you did not ask for this, you can ignore this e-mail: your password stays unchanged.",
  },
  fr: {
    subject: "Réinitialisez votre mot de passe {{product}}",
    greeting: "Bonjour {{name}},",
    intro:
      "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{product}} dans l'espace de travail {{workspace}}. Ouvrez ce lien pour choisir un nouveau mot de passe :",
    expiry: "Le lien n'est utilisable qu'une fois et expire dans {{minutes}} minutes.",
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  da: {
    subject: "Nulstil din adgangskode til {{product}}",
    greeting: "Hej {{name}},",
    intro:
      "Vi har modtaget en anmodning om at nulstille adgangskoden til din {{product}}-konto i arbejdsområdet {{workspace}}. Åbn dette link for at vælge en ny adgangskode:",
    expiry: "Linket kan bruges én gang og udløber om {{minutes}} minutter.",
    ignore:
      "Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: din adgangskode forbliver uændret.",
  },
  ja: {
    subject: "{{product}} のパスワードを再設定してください",
    greeting: "{{name}} 様",
    intro:
      "ワークスペース {{workspace}} の {{product}} アカウントのパスワード再設定のリクエストを受け付けました。次のリンクを開いて新しいパスワードを設定してください:",
    expiry: "このリンクは 1 回のみ使用でき、{{minutes}} 分後に期限切れになります。",
    ignore:
      "このリクエストに心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
  },
  ar: {
    subject: "إعادة تعيين كلمة مرور {{product}}",
    greeting: "مرحبًا {{name}}،",
    intro:
      "تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك في {{product}} ضمن مساحة العمل {{workspace}}. افتح هذا الرابط لاختيار كلمة مرور جديدة:",
    expiry: "يمكن استخدام الرابط مرة واحدة فقط، وتنتهي صلاحيته خلال {{minutes}} دقيقة.",
    ignore: "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: ستبقى كلمة المرور دون تغيير.",
  },
  ko: {
    subject: "{{product}} 비밀번호 재설정",
    greeting: "{{name}} 님, 안녕하세요.",
    intro:
      "{{workspace}} 워크스페이스의 {{product}} 계정 비밀번호 재설정 요청을 받았습니다. 아래 링크를 열어 새 비밀번호를 설정하세요:",
    expiry: "이 링크는 한 번만 사용할 수 있으며 {{minutes}}분 후에 만료됩니다.",
    ignore: "요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.",
  },
  de: {
    subject: "Setzen Sie Ihr {{product}}-Passwort zurück",
    greeting: "Hallo {{name}},",
    intro:
      "Wir haben eine Anfrage erhalten, das Passwort Ihres {{product}}-Kontos im Arbeitsbereich {{workspace}} zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort festzulegen:",
    expiry: "Der Link kann einmal verwendet werden und läuft in {{minutes}} Minuten ab.",
    ignore:
      "Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.",
  },
  "zh-cn": {
    subject: "重置您的 {{product}} 密码",
    greeting: "{{name}}，您好：",
    intro:
      "我们收到了重置您在工作区 {{workspace}} 中的 {{product}} 帐户密码的请求。请打开以下链接设置新密码：",
    expiry: "此链接只能使用一次，将在 {{minutes}} 分钟后失效。",
    ignore: "如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。",
  },
  "zh-hk": {
    subject: "重設您的 {{product}} 密碼",
    greeting: "{{name}}，您好：",
    intro:
      "我們收到了重設您在工作區 {{workspace}} 中的 {{product}} 帳戶密碼的要求。請開啟以下連結設定新密碼：",
    expiry: "此連結只能使用一次，將於 {{minutes}} 分鐘後失效。",
    ignore: "如果這不是您本人的操作，請忽略此電郵，您的密碼不會改變。",
  },
  es: {
    subject: "Restablece tu contraseña de {{product}}",
    greeting: "Hola, {{name}}:",
    intro:
      "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {{product}} en el espacio de trabajo {{workspace}}. Abre este enlace para elegir una nueva contraseña:",
    expiry: "El enlace solo puede usarse una vez y caduca en {{minutes}} minutos.",
    ignore: "Si no lo has solicitado, puedes ignorar este correo: tu contraseña no cambiará.",
  },
  pt: {
    subject: "Redefina a sua palavra-passe do {{product}}",
    greeting: "Olá, {{name}},",
    intro:
      "Recebemos um pedido para redefinir a palavra-passe da sua conta {{product}} no espaço de trabalho {{workspace}}. Abra esta ligação para escolher uma nova palavra-passe:",
    expiry: "A ligação só pode ser usada uma vez e expira dentro de {{minutes}} minutos.",
    ignore: "Se não fez este pedido, pode ignorar este e-mail: a sua palavra-passe não será alterada.",
  },
  vi: {
    subject: "Đặt lại mật khẩu {{product}} của bạn",
    greeting: "Xin chào {{name}},",
    intro:
      "Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản {{product}} của bạn trong không gian làm việc {{workspace}}. Mở liên kết này để chọn mật khẩu mới:",
    expiry: "Liên kết chỉ dùng được một lần và hết hạn sau {{minutes}} phút.",
    ignore: "Nếu bạn không yêu cầu việc này, hãy bỏ qua email này: mật khẩu của bạn sẽ không thay đổi.",
  },
};
