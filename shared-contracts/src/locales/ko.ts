import type { Catalogue } from "../messages.ts";

/** Korean. */
const ko: Catalogue = {
  "error.server": "서버 오류가 발생했습니다. 나중에 다시 시도해 주세요.",
  "error.generic": "오류가 발생했습니다. 나중에 다시 시도해 주세요.",
  "error.other": "문제가 발생했습니다.",
  "error.tryLater": "문제가 발생했습니다. 나중에 다시 시도해 주세요.",
  "signIn.error.subscription_issue":
    "회사의 구독 요금제에 문제가 있습니다. 회사의 계정 관리자에게 문의해 주세요.",
  "signIn.error.uninvited":
    "이 워크스페이스에 접근할 권한이 없습니다. 올바른 워크스페이스를 선택했는지 확인하거나 관리자에게 문의해 주세요.",
  "signIn.error.default": "문제가 발생하여 로그인할 수 없습니다. 나중에 다시 시도해 주세요.",
  "signIn.error.invalid_token":
    "이 링크는 만료되었거나 유효하지 않습니다. 새 초대 또는 비밀번호 재설정을 요청해 주세요.",
  "signIn.error.password_disabled":
    "현재 이 계정은 비밀번호 로그인이 비활성화되어 있습니다. 다른 로그인 방법을 사용하거나 관리자에게 비밀번호 인증을 활성화해 달라고 요청해 주세요.",
  "signIn.error.google_disabled":
    "현재 이 계정은 Google 로그인이 비활성화되어 있습니다. 다른 로그인 방법을 사용하거나 관리자에게 Google 인증을 활성화해 달라고 요청해 주세요.",
  "signIn.error.invalid_credentials": "이메일 주소 또는 비밀번호가 올바르지 않습니다.",
  "signIn.error.rate_limited": "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  "signIn.error.captcha_failed": "보안 확인에 실패했습니다. 다시 시도해 주세요.",
  "rapidOnboarding.invalid": "토큰이 유효하지 않거나 만료되었습니다.",
  "workspace.infoFailed": "{{product}} 애플리케이션 정보를 가져올 수 없습니다.",
  "workspace.notFound": "워크스페이스를 찾을 수 없습니다. 다시 시도해 주세요.",
  "workspace.notReady": "하위 도메인이 아직 준비되지 않았습니다. 나중에 다시 시도해 주세요.",
  "notFound.title": "이런! 페이지를 찾을 수 없습니다",
  "notFound.backHome": "홈으로 돌아가기",
  "rename.empty": "이름은 비워 둘 수 없습니다",
  "manage.refused": "관리 권한이 없습니다!",
  "snapshot.emailExists": "이 이메일을 사용하는 사용자가 이미 있습니다.",
  "snapshot.removed": "소유자가 이 스냅샷을 삭제했습니다.",
  "snapshot.invalidEmail": "유효하지 않은 이메일",
  "profile.updated": "프로필이 업데이트되었습니다.",
  "profile.updateFailed": "프로필을 업데이트하지 못했습니다",
  "profile.unexpected": "예기치 않은 오류가 발생했습니다",
  "passkeys.fetchFailed": "패스키를 가져오지 못했습니다.",
  "integrations.fetchFailed": "연동 정보를 가져오는 중 오류가 발생했습니다.",
  "helper.didNotStart": "도우미 앱이 제대로 시작되지 않았습니다",
  "helper.timeout": "도우미 앱 상태 확인 시간이 초과되었습니다",
  "helper.launchFailed": "도우미 앱을 실행하지 못했습니다",
  "helper.shutdownFailed": "도우미 앱을 종료하지 못했습니다",
  "audio.playback": "오디오 재생 중 오류가 발생했습니다.",
  "audio.processing": "오디오 데이터 처리 중 오류가 발생했습니다.",
  "thrown.loadFailed": "불러오기 실패",
  "thrown.invalidToken": "유효하지 않은 토큰",
  "thrown.refreshFailed": "토큰을 갱신하지 못했습니다",
  "thrown.subdomainFailed": "하위 도메인 정보를 가져오지 못했습니다",
  "remote.failed": "{{product}}의 이 부분을 불러올 수 없습니다.",
  "remote.incompatible":
    "{{product}}의 이 부분에는 더 새로운 셸이 필요합니다(필요한 계약 {{needed}}, 현재 셸 {{current}}).",
  "remote.retry": "다시 시도",
  "password.required": "비밀번호를 입력하세요.",
  "password.tooShort": "비밀번호가 너무 짧습니다. 최소 {{min}}자 이상이어야 합니다.",
  "password.tooLong": "비밀번호가 너무 깁니다. 최대 {{max}}자까지 가능합니다.",
  "password.tooCommon": "너무 흔한 비밀번호입니다. 추측하기 어려운 비밀번호를 선택하세요.",
  "password.mismatch": "두 비밀번호가 일치하지 않습니다.",
  "password.constraints": "비밀번호는 다음 조건을 충족해야 합니다:",
  "password.rateLimited": "비밀번호 재설정 시도가 너무 많습니다. 잠시 후 다시 시도하세요.",
};
export default ko;
