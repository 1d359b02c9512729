// The notice a member gets when a one-time sign-in link is made for them, in the 12 interface
// languages. Placeholders: {{product}}, {{name}}, {{workspace}}, {{issuer}}.
import type { LanguageCode } from "@parley/shared-contracts/languages";

export interface NoticeMailTexts {
  subject: string;
  greeting: string;
  body: string;
  warning: string;
  /** Stands for {{issuer}} when the link came from the operator's command line. */
  operator: string;
}

export const NOTICE_MAIL_TEXTS: Record<LanguageCode, NoticeMailTexts> = {
  en: {
    subject: "A sign-in link was created for your {{product}} account",
    greeting: "Hello {{name}},",
    body: "{{issuer}} created a one-time sign-in link for your account in the {{product}} workspace {{workspace}}.",
    warning: "If you did not expect this, tell your workspace administrator.",
    operator: "The operator of {{product}}",
  },
  fr: {
    subject: "Un lien de connexion a été créé pour votre compte {{product}}",
    greeting: "Bonjour {{name}},",
    body: "{{issuer}} a créé un lien de connexion à usage unique pour votre compte dans l'espace de travail {{product}} {{workspace}}.",
    warning: "Si vous ne vous y attendiez pas, prévenez l'administrateur de votre espace de travail.",
    operator: "L'opérateur de {{product}}",
  },
  da: {
    subject: "Der er oprettet et login-link til din {{product}}-konto",
    greeting: "Hej {{name}},",
    body: "{{issuer}} har oprettet et engangs-login-link til din konto i {{product}}-arbejdsområdet {{workspace}}.",
    warning: "Hvis du ikke ventede dette, så giv din administrator besked.",
    operator: "Operatøren af {{product}}",
  },
  ja: {
    subject: "{{product}} アカウントのサインインリンクが作成されました",
    greeting: "{{name}} 様",
    body: "{{issuer}} が {{product}} ワークスペース {{workspace}} のあなたのアカウント用に、1 回限りのサインインリンクを作成しました。",
    warning: "心当たりがない場合は、ワークスペースの管理者に連絡してください。",
    operator: "{{product}} の運用担当者",
  },
  ar: {
    subject: "تم إنشاء رابط تسجيل دخول لحسابك في {{product}}",
    greeting: "مرحبًا {{name}}،",
    body: "أنشأ {{issuer}} رابط تسجيل دخول لمرة واحدة لحسابك في مساحة عمل {{product}} ‏{{workspace}}.",
    warning: "إذا لم تكن تتوقع ذلك، فأبلغ مسؤول مساحة العمل.",
    operator: "مشغّل {{product}}",
  },
  ko: {
    subject: "{{product}} 계정의 로그인 링크가 생성되었습니다",
    greeting: "{{name}}님, 안녕하세요.",
    body: "{{issuer}}님이 {{product}} 워크스페이스 {{workspace}}의 계정에 대한 일회용 로그인 링크를 만들었습니다.",
    warning: "예상하지 못한 일이라면 워크스페이스 관리자에게 알려 주세요.",
    operator: "{{product}} 운영자",
  },
  de: {
    subject: "Für Ihr {{product}}-Konto wurde ein Anmeldelink erstellt",
    greeting: "Hallo {{name}},",
    body: "{{issuer}} hat einen einmaligen Anmeldelink für Ihr Konto im {{product}}-Arbeitsbereich {{workspace}} erstellt.",
    warning: "Wenn Sie das nicht erwartet haben, informieren Sie die Administration Ihres Arbeitsbereichs.",
    operator: "Der Betreiber von {{product}}",
  },
  "zh-cn": {
    subject: "已为您的 {{product}} 账户创建登录链接",
    greeting: "{{name}}，您好：",
    body: "{{issuer}} 为您在 {{product}} 工作区 {{workspace}} 的账户创建了一个一次性登录链接。",
    warning: "如果这不在您的预料之中，请告知工作区管理员。",
    operator: "{{product}} 运维人员",
  },
  "zh-hk": {
    subject: "已為您的 {{product}} 帳戶建立登入連結",
    greeting: "{{name}}，您好：",
    body: "{{issuer}} 為您在 {{product}} 工作區 {{workspace}} 的帳戶建立了一個一次性登入連結。",
    warning: "如果這不在您的預期之內，請通知工作區管理員。",
    operator: "{{product}} 營運人員",
  },
  es: {
    subject: "Se ha creado un enlace de inicio de sesión para tu cuenta de {{product}}",
    greeting: "Hola, {{name}}:",
    body: "{{issuer}} ha creado un enlace de inicio de sesión de un solo uso para tu cuenta en el espacio de trabajo {{workspace}} de {{product}}.",
    warning: "Si no lo esperabas, avisa al administrador de tu espacio de trabajo.",
    operator: "El operador de {{product}}",
  },
  pt: {
    subject: "Foi criado um link de acesso para a sua conta {{product}}",
    greeting: "Olá, {{name}},",
    body: "{{issuer}} criou um link de acesso de uso único para a sua conta no espaço de trabalho {{workspace}} do {{product}}.",
    warning: "Se não esperava isto, avise o administrador do seu espaço de trabalho.",
    operator: "O operador do {{product}}",
  },
  vi: {
    subject: "Một liên kết đăng nhập đã được tạo cho tài khoản {{product}} của bạn",
    greeting: "Xin chào {{name}},",
    body: "{{issuer}} đã tạo một liên kết đăng nhập dùng một lần cho tài khoản của bạn trong không gian làm việc {{workspace}} của {{product}}.",
    warning: "Nếu bạn không mong đợi điều này, hãy báo cho quản trị viên không gian làm việc.",
    operator: "Người vận hành {{product}}",
  },
};
