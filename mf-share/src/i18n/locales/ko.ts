import type { ShareMessages } from "./en.ts";

/** Korean. */
const messages: ShareMessages = {
  "action.close": "닫기",
  "parcel.crashed": "페이지의 이 부분이 작동을 멈췄습니다.",
  "parcel.reload": "페이지 새로 고침",
  "view.title": "보기 설정",
  "view.markdown": "Markdown 보기",
  "view.latex": "LaTeX 보기",
  "view.latexHint": "LaTeX 보기는 Markdown 보기가 켜져 있어야 합니다.",
  "continue.title": "이 대화 계속하기",
  "continue.intro": "워크스페이스에서 새 대화로 계속하거나 회사 이메일로 가입하세요.",
  "continue.email": "회사 이메일",
  "continue.or": "또는",
  "continue.subdomain": "워크스페이스",
  "continue.subdomainHint": "도메인 앞의 이름 (예: acme)",
  "continue.submit": "계속",
  "continue.checking": "간단한 보안 확인을 진행하는 중…",
  "continue.invalidEmail": "잘못된 이메일",
  "continue.workspaceNotFound": "워크스페이스를 찾을 수 없습니다. 다시 시도해 주세요.",
  "continue.workspaceNotReady": "하위 도메인이 아직 준비되지 않았습니다. 나중에 다시 시도해 주세요.",
  "continue.emailExists": "이 이메일을 사용하는 사용자가 이미 있습니다.",
  "continue.removed": "소유자가 이 스냅샷을 삭제했습니다.",
  "continue.failed": "문제가 발생했습니다. 나중에 다시 시도해 주세요.",
  "continue.limited":
    "{{window}}분마다 최대 {{max}}개의 스냅샷만 계속할 수 있습니다. {{minutes}}분 후에 다시 시도해 주세요.",
  "continuePage.working": "대화를 이어가는 중…",
};

export default messages;
