import type { WalkthroughMessages } from "./en.ts";

/** Korean. */
const ko: WalkthroughMessages = {
  "controls.next": "다음",
  "controls.back": "이전",
  "controls.done": "완료",
  "controls.close": "둘러보기 닫기",
  "controls.progress": "{{total}}단계 중 {{current}}단계",
  "user-introduction.new-conversation.title": "새 대화 시작하기",
  "user-introduction.new-conversation.body": "새 주제를 시작하고 싶을 때 여기를 클릭해 새 대화를 엽니다.",
  "user-introduction.model-selection.title": "AI 모델 선택하기",
  "user-introduction.model-selection.body": "답변할 모델을 고르세요. 모델마다 강점, 속도, 비용이 다릅니다.",
  "user-introduction.chat-input.title": "메시지 작성하기",
  "user-introduction.chat-input.body": "질문이나 지시 사항을 여기에 입력하고 Enter 키를 눌러 보냅니다.",
  "user-introduction.tool-selection.title": "AI 도구 선택하기",
  "user-introduction.tool-selection.body":
    "도구는 검색, 파일 읽기, 작업 실행 같은 추가 능력을 모델에 제공합니다.",
  "user-introduction.teach-me-anything.title": "'무엇이든 가르쳐 줘' 도구 선택하기",
  "user-introduction.teach-me-anything.body":
    "이 도구는 어떤 주제든 짧은 안내식 수업으로 바꿔 줍니다. 도구 목록에서 선택하세요.",
  "user-introduction.execute-tool.title": "도구 실행하기",
  "user-introduction.execute-tool.body":
    "도구를 선택한 채로 메시지를 보내면 모델이 이를 사용해 답변을 준비합니다.",
  "user-introduction.help-hint.title": "도움말은 언제나 여기에",
  "user-introduction.help-hint.body":
    "이 메뉴에서 둘러보기를 다시 보거나 사용하는 언어로 된 문서를 읽을 수 있습니다.",
  "helper-app.tools-panel.title": "도구 패널 열기",
  "helper-app.tools-panel.body": "도구 패널에는 로컬 도구를 대화에 연결하는 데스크톱 도우미 앱이 있습니다.",
  "helper-app.download-app.title": "도우미 앱 다운로드하기",
  "helper-app.download-app.body": "이 링크에서 도우미 앱을 컴퓨터에 설치하세요.",
  "helper-app.open-app.title": "도우미 앱 시작하기",
  "helper-app.open-app.body": "여기에서 도우미 앱을 켜면 로컬 도구 서버가 목록에 나타납니다.",
  "helper-app.documentation.title": "문서 읽기",
  "helper-app.documentation.body":
    "도움말 메뉴에서 도우미 앱 단계별 가이드가 포함된 문서로 이동할 수 있습니다.",
  "model-params.model-icon.title": "모델 설정 열기",
  "model-params.model-icon.body": "모델 아이콘을 클릭해 선택한 모델의 구성을 확인하세요.",
  "model-params.overview.title": "모델 설정 한눈에 보기",
  "model-params.overview.body": "이 패널은 이 대화에서 모델이 사용하는 설정을 보여 줍니다.",
  "model-params.parameters.title": "매개변수 조정하기",
  "model-params.parameters.body": "온도나 최대 길이 같은 값을 바꿔 답변을 조절하세요.",
  "model-params.reset-defaults.title": "기본값으로 재설정",
  "model-params.reset-defaults.body": "모든 매개변수를 한 번에 모델의 기본값으로 되돌립니다.",
  "model-params.reset-one.title": "값 하나만 재설정",
  "model-params.reset-one.body": "매개변수 옆의 재설정 버튼으로 그 값만 되돌립니다.",
};
export default ko;
