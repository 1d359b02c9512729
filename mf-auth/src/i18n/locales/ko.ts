import type { AuthMessages } from "./en.ts";

/** Korean. */
const ko: AuthMessages = {
  "page.poweredBy": "{{product}} 제공",
  "page.loading": "워크스페이스를 불러오는 중…",
  "page.redirecting": "이미 로그인되어 있습니다. 이동하는 중…",
  "page.retry": "다시 시도",
  "signIn.subtitle": "{{product}}을(를) 계속 사용하려면 로그인하세요",
  "signIn.google": "Google로 로그인",
  "signIn.workEmail": "업무용 이메일로 로그인",
  "signIn.or": "또는",
  "signIn.noMethods": "이 워크스페이스에는 사용 가능한 로그인 방법이 없습니다. 관리자에게 문의해 주세요.",
  "signIn.emailLabel": "업무용 이메일",
  "signIn.emailPlaceholder": "name@company.co.kr",
  "signIn.passwordLabel": "비밀번호",
  "signIn.showPassword": "비밀번호 표시",
  "signIn.submit": "로그인",
  "signIn.submitting": "로그인하는 중…",
  "validation.emailRequired": "업무용 이메일 주소를 입력하세요.",
  "validation.emailInvalid": "올바른 이메일 주소를 입력하세요(예: name@company.co.kr).",
  "validation.passwordRequired": "비밀번호를 입력하세요.",
  "validation.passwordTooShort": "비밀번호는 {{min}}자 이상이어야 합니다.",
  "subdomain.title": "워크스페이스 찾기",
  "subdomain.description": "{{product}}에 로그인하려면 워크스페이스 주소를 입력하세요.",
  "subdomain.label": "워크스페이스 주소",
  "subdomain.placeholder": "example-corp",
  "subdomain.required": "워크스페이스 주소를 입력하세요.",
  "subdomain.invalid":
    "영문 소문자, 숫자, 하이픈을 사용해 2~63자로 입력하세요. 처음과 끝은 영문 소문자나 숫자여야 합니다.",
  "subdomain.submit": "계속",
  "subdomain.checking": "확인하는 중…",
  "parcel.crashed": "로그인 페이지가 작동을 멈췄습니다. 페이지를 새로고침한 후 다시 시도하세요.",
  "parcel.reload": "새로고침",
};
export default ko;
