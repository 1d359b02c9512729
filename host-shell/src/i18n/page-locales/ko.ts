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
};
export default messages;
