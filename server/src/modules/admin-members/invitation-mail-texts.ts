// The invitation e-mail in the 12 interface languages. Placeholders: {{product}}, {{name}},
// {{workspace}}, {{inviter}}, {{days}}; the link stands on a line of its own between `intro` and `expiry`.
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { LinkMailTexts } from "../../lib/mailer/link-mail.ts";

export const INVITATION_MAIL_TEXTS: Record<LanguageCode, LinkMailTexts> = {
  en: {
    subject: "You are invited to {{workspace}} on {{product}}",
    greeting: "Hello {{name}},",
    intro:
      "{{inviter}} invited you to the workspace {{workspace}} on {{product}}. Open this link to set your password:",
    expiry: "The link can be used once and expires in {{days}} days.",
    ignore: "If you did not expect this invitation, you can ignore this e-mail.",
  },
  fr: {
    subject: "Vous êtes invité à {{workspace}} sur {{product}}",
    greeting: "Bonjour {{name}},",
    intro:
      "{{inviter}} vous a invité dans l'espace de travail {{workspace}} sur {{product}}. Ouvrez ce lien pour choisir votre mot de passe :",
    expiry: "Le lien n'est utilisable qu'une fois et expire dans {{days}} jours.",
    ignore: "Si vous n'attendiez pas cette invitation, ignorez cet e-mail.",
  },
  da: {
    subject: "Du er inviteret til {{workspace}} på {{product}}",
    greeting: "Hej {{name}},",
    intro:
      "{{inviter}} har inviteret dig til arbejdsområdet {{workspace}} på {{product}}. Åbn dette link for at vælge din adgangskode:",
    expiry: "Linket kan bruges én gang og udløber om {{days}} dage.",
    ignore: "Hvis du ikke ventede denne invitation, kan du se bort fra denne e-mail.",
  },
  ja: {
    subject: "{{product}} の {{workspace}} に招待されました",
    greeting: "{{name}} 様",
    intro:
      "{{inviter}} さんが {{product}} のワークスペース {{workspace}} にあなたを招待しました。次のリンクを開いてパスワードを設定してください:",
    expiry: "このリンクは 1 回だけ使用でき、{{days}} 日後に期限切れになります。",
    ignore: "心当たりのない招待の場合は、このメールを無視してください。",
  },
  ar: {
    subject: "أنت مدعو إلى {{workspace}} على {{product}}",
    greeting: "مرحبًا {{name}}،",
    intro:
      "دعاك {{inviter}} إلى مساحة العمل {{workspace}} على {{product}}. افتح هذا الرابط لتعيين كلمة المرور:",
    expiry: "يمكن استخدام الرابط مرة واحدة وتنتهي صلاحيته خلال {{days}} أيام.",
    ignore: "إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.",
  },
  ko: {
    subject: "{{product}}의 {{workspace}}에 초대되었습니다",
    greeting: "{{name}}님, 안녕하세요.",
    intro:
      "{{inviter}}님이 {{product}}의 워크스페이스 {{workspace}}에 초대했습니다. 이 링크를 열어 비밀번호를 설정하세요:",
    expiry: "이 링크는 한 번만 사용할 수 있으며 {{days}}일 후 만료됩니다.",
    ignore: "예상하지 못한 초대라면 이 이메일을 무시하셔도 됩니다.",
  },
  de: {
    subject: "Sie sind zu {{workspace}} auf {{product}} eingeladen",
    greeting: "Hallo {{name}},",
    intro:
      "{{inviter}} hat Sie in den Arbeitsbereich {{workspace}} auf {{product}} eingeladen. Öffnen Sie diesen Link, um Ihr Passwort festzulegen:",
    expiry: "Der Link kann einmal verwendet werden und läuft in {{days}} Tagen ab.",
    ignore: "Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.",
  },
  "zh-cn": {
    subject: "你受邀加入 {{product}} 上的 {{workspace}}",
    greeting: "{{name}}，你好：",
    intro: "{{inviter}} 邀请你加入 {{product}} 上的工作区 {{workspace}}。打开此链接设置你的密码：",
    expiry: "该链接只能使用一次，将在 {{days}} 天后失效。",
    ignore: "如果你没有预料到此邀请，可以忽略这封邮件。",
  },
  "zh-hk": {
    subject: "你獲邀加入 {{product}} 上的 {{workspace}}",
    greeting: "{{name}}，你好：",
    intro: "{{inviter}} 邀請你加入 {{product}} 上的工作區 {{workspace}}。開啟此連結設定你的密碼：",
    expiry: "此連結只能使用一次，將於 {{days}} 天後失效。",
    ignore: "如果你沒有預期此邀請，可以忽略這封電郵。",
  },
  es: {
    subject: "Te han invitado a {{workspace}} en {{product}}",
    greeting: "Hola, {{name}}:",
    intro:
      "{{inviter}} te ha invitado al espacio de trabajo {{workspace}} en {{product}}. Abre este enlace para establecer tu contraseña:",
    expiry: "El enlace se puede usar una vez y caduca en {{days}} días.",
    ignore: "Si no esperabas esta invitación, puedes ignorar este correo.",
  },
  pt: {
    subject: "Você foi convidado para {{workspace}} no {{product}}",
    greeting: "Olá, {{name}},",
    intro:
      "{{inviter}} convidou você para o espaço de trabalho {{workspace}} no {{product}}. Abra este link para definir sua senha:",
    expiry: "O link pode ser usado uma vez e expira em {{days}} dias.",
    ignore: "Se você não esperava este convite, pode ignorar este e-mail.",
  },
  vi: {
    subject: "Bạn được mời vào {{workspace}} trên {{product}}",
    greeting: "Xin chào {{name}},",
    intro:
      "{{inviter}} đã mời bạn vào không gian làm việc {{workspace}} trên {{product}}. Mở liên kết này để đặt mật khẩu của bạn:",
    expiry: "Liên kết chỉ dùng được một lần và hết hạn sau {{days}} ngày.",
    ignore: "Nếu bạn không mong đợi lời mời này, bạn có thể bỏ qua email này.",
  },
};
