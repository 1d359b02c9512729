import type { ShellPageMessages } from "./en.ts";

/** Korean. */
const messages: ShellPageMessages = {
  "adminHost.title": "{{product}}에서 관리할 워크스페이스를 선택하세요",
  "adminHost.body":
    "소유자와 관리자는 자신의 워크스페이스에서 관리 사이트를 엽니다. 상단 바의 계정 관리를 누르면 해당 워크스페이스가 선택된 상태로 열립니다.",
  "adminHost.workspaces": "워크스페이스로 이동",
  "adminHost.find": "워크스페이스 찾기",
  "adminHost.refused":
    "{{email}}(으)로 {{workspace}}에 로그인되어 있습니다. 이 워크스페이스는 소유자와 관리자만 관리할 수 있습니다.",
  "navigationInfo.title": "대화를 열 수 없습니다",
  "navigationInfo.snapshotUnavailable":
    "워크스페이스는 준비되었지만 공유된 대화를 복사할 수 없었습니다. 소유자가 대화를 삭제했거나 공유를 중지했습니다.",
  "navigationInfo.unavailable": "대화가 존재하지 않거나 접근 권한이 없습니다!",
  "navigationInfo.close": "닫기",
  "devOverride.banner": "{{origin}}의 {{remote}} — 개발",
  "devOverride.clear": "해제",
  "devOverride.title": "개발 서버에서 리모트 불러오기",
  "devOverride.intro":
    "이 브라우저만 개발 서버에서 리모트를 불러오며, 다른 사람은 워크스페이스 버전을 그대로 사용합니다. 12시간 후 또는 해제하면 끝납니다.",
  "devOverride.remote": "리모트",
  "devOverride.origin": "개발 서버",
  "devOverride.originHint":
    "예: http://localhost:3005 (npm run dev -w mf-tools). 이 컴퓨터 또는 서버가 허용한 오리진만 가능합니다.",
  "devOverride.turnOn": "불러오기",
  "devOverride.current": "현재 불러온 항목: {{origin}}의 {{remote}}",
  "devOverride.refused.role": "워크스페이스의 소유자와 관리자만 개발 서버에서 리모트를 불러올 수 있습니다.",
  "devOverride.refused.workspace_off": "이 워크스페이스에서는 개발자 재정의가 꺼져 있습니다.",
  "devOverride.refused.instance_off": "이 서버에서는 개발자 재정의가 꺼져 있습니다.",
  "devOverride.error.invalid_origin": "http://localhost:3005 같은 오리진을 경로 없이 입력하세요.",
  "devOverride.error.origin_not_allowed":
    "이 컴퓨터(localhost) 또는 서버가 허용한 오리진만 리모트를 제공할 수 있습니다.",
  "devOverride.error.other": "재정의를 저장하지 못했습니다. 다시 시도하세요.",
  "devOverride.close": "닫기",
};
export default messages;
