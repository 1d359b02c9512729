// The sign-up confirmation e-mail in the 12 interface languages. Placeholders: {{product}},
// {{hours}}; the link stands on a line of its own between `intro` and `expiry`.
import type { LanguageCode } from "@parley/shared-contracts/languages";

export interface SignupMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  expiry: string;
  ignore: string;
}

export const SIGNUP_MAIL_TEXTS: Record<LanguageCode, SignupMailTexts> = {
  en: {
    subject: "Confirm your e-mail to continue in {{product}}",
    greeting: "Hello,",
    intro:
      "You asked to continue a shared {{product}} conversation with this address. Open this link to confirm it and create your workspace:",
    expiry: "The link can be used once and expires in {{hours}} hours.",
    ignore: "If you did not ask for this, you can ignore this e-mail: nothing is created.",
  },
  fr: {
    subject: "Confirmez votre e-mail pour continuer dans {{product}}",
    greeting: "Bonjour,",
    intro:
      "Vous avez demandé à poursuivre une conversation {{product}} partagée avec cette adresse. Ouvrez ce lien pour la confirmer et créer votre espace de travail :",
    expiry: "Le lien n'est utilisable qu'une fois et expire dans {{hours}} heures.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien n'est créé.",
  },
  da: {
    subject: "Bekræft din e-mail for at fortsætte i {{product}}",
    greeting: "Hej,",
    intro:
      "Du har bedt om at fortsætte en delt {{product}}-samtale med denne adresse. Åbn dette link for at bekræfte den og oprette dit arbejdsområde:",
    expiry: "Linket kan bruges én gang og udløber om {{hours}} timer.",
    ignore: "Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: intet bliver oprettet.",
  },
  ja: {
    subject: "{{product}} で続けるためにメールアドレスを確認してください",
    greeting: "こんにちは。",
    intro:
      "このアドレスで共有された {{product}} の会話を続けるリクエストを受け付けました。次のリンクを開いてアドレスを確認し、ワークスペースを作成してください:",
    expiry: "このリンクは 1 回のみ使用でき、{{hours}} 時間後に期限切れになります。",
    ignore: "このリクエストに心当たりがない場合は、このメールを無視してください。何も作成されません。",
  },
  ar: {
    subject: "أكّد بريدك الإلكتروني للمتابعة في {{product}}",
    greeting: "مرحبًا،",
    intro:
      "طلبت متابعة محادثة {{product}} مشتركة بهذا العنوان. افتح هذا الرابط لتأكيده وإنشاء مساحة العمل الخاصة بك:",
    expiry: "يمكن استخدام الرابط مرة واحدة فقط، وتنتهي صلاحيته خلال {{hours}} ساعة.",
    ignore: "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: لن يُنشأ أي شيء.",
  },
  ko: {
    subject: "{{product}}에서 계속하려면 이메일을 확인하세요",
    greeting: "안녕하세요.",
    intro:
      "이 주소로 공유된 {{product}} 대화를 계속하도록 요청하셨습니다. 이 링크를 열어 주소를 확인하고 워크스페이스를 만드세요:",
    expiry: "이 링크는 한 번만 사용할 수 있으며 {{hours}}시간 후에 만료됩니다.",
    ignore: "요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 아무것도 만들어지지 않습니다.",
  },
  de: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse, um in {{product}} fortzufahren",
    greeting: "Hallo,",
    intro:
      "Sie möchten eine geteilte {{product}}-Unterhaltung mit dieser Adresse fortsetzen. Öffnen Sie diesen Link, um sie zu bestätigen und Ihren Arbeitsbereich anzulegen:",
    expiry: "Der Link kann einmal verwendet werden und läuft in {{hours}} Stunden ab.",
    ignore:
      "Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren: Es wird nichts angelegt.",
  },
  "zh-cn": {
    subject: "确认您的电子邮件以在 {{product}} 中继续",
    greeting: "您好，",
    intro: "您请求使用此地址继续一个共享的 {{product}} 对话。打开此链接以确认地址并创建您的工作区：",
    expiry: "此链接只能使用一次，将在 {{hours}} 小时后过期。",
    ignore: "如果这不是您本人的请求，请忽略此邮件：不会创建任何内容。",
  },
  "zh-hk": {
    subject: "確認您的電子郵件以在 {{product}} 中繼續",
    greeting: "您好，",
    intro: "您要求使用此地址繼續一個共享的 {{product}} 對話。開啟此連結以確認地址並建立您的工作區：",
    expiry: "此連結只能使用一次，將在 {{hours}} 小時後過期。",
    ignore: "如果這不是您本人的要求，請忽略此郵件：不會建立任何內容。",
  },
  es: {
    subject: "Confirma tu correo electrónico para continuar en {{product}}",
    greeting: "Hola:",
    intro:
      "Has pedido continuar una conversación compartida de {{product}} con esta dirección. Abre este enlace para confirmarla y crear tu espacio de trabajo:",
    expiry: "El enlace solo se puede usar una vez y caduca en {{hours}} horas.",
    ignore: "Si no lo has pedido tú, puedes ignorar este correo: no se crea nada.",
  },
  pt: {
    subject: "Confirme o seu e-mail para continuar no {{product}}",
    greeting: "Olá,",
    intro:
      "Pediu para continuar uma conversa partilhada do {{product}} com este endereço. Abra esta ligação para o confirmar e criar o seu espaço de trabalho:",
    expiry: "A ligação só pode ser usada uma vez e expira dentro de {{hours}} horas.",
    ignore: "Se não fez este pedido, pode ignorar este e-mail: nada é criado.",
  },
  vi: {
    subject: "Xác nhận email của bạn để tiếp tục trong {{product}}",
    greeting: "Xin chào,",
    intro:
      "Bạn đã yêu cầu tiếp tục một cuộc trò chuyện {{product}} được chia sẻ bằng địa chỉ này. Mở liên kết này để xác nhận và tạo không gian làm việc của bạn:",
    expiry: "Liên kết chỉ dùng được một lần và hết hạn sau {{hours}} giờ.",
    ignore: "Nếu bạn không yêu cầu điều này, hãy bỏ qua email này: sẽ không có gì được tạo.",
  },
};
