import type { WalkthroughMessages } from "./en.ts";

/** Vietnamese. */
const vi: WalkthroughMessages = {
  "controls.next": "Tiếp",
  "controls.back": "Quay lại",
  "controls.done": "Xong",
  "controls.close": "Đóng phần hướng dẫn",
  "controls.progress": "Bước {{current}}/{{total}}",
  "user-introduction.new-conversation.title": "Bắt đầu cuộc trò chuyện mới",
  "user-introduction.new-conversation.body":
    "Nhấp vào đây để mở một cuộc trò chuyện mới mỗi khi bạn muốn bắt đầu chủ đề khác.",
  "user-introduction.model-selection.title": "Chọn mô hình AI",
  "user-introduction.model-selection.body":
    "Chọn mô hình sẽ trả lời bạn. Mỗi mô hình có thế mạnh, tốc độ và chi phí riêng.",
  "user-introduction.chat-input.title": "Viết tin nhắn",
  "user-introduction.chat-input.body": "Nhập câu hỏi hoặc hướng dẫn của bạn vào đây và nhấn Enter để gửi.",
  "user-introduction.tool-selection.title": "Chọn công cụ AI",
  "user-introduction.tool-selection.body":
    "Công cụ cho mô hình thêm khả năng, như tìm kiếm, đọc tệp hoặc thực hiện tác vụ.",
  "user-introduction.teach-me-anything.title": "Chọn công cụ 'Dạy tôi mọi thứ'",
  "user-introduction.teach-me-anything.body":
    "Công cụ này biến bất kỳ chủ đề nào thành một bài học ngắn có hướng dẫn. Hãy chọn nó trong danh sách công cụ.",
  "user-introduction.execute-tool.title": "Chạy công cụ",
  "user-introduction.execute-tool.body":
    "Gửi tin nhắn khi đã chọn công cụ, mô hình sẽ dùng nó để chuẩn bị câu trả lời.",
  "user-introduction.help-hint.title": "Trợ giúp luôn ở đây",
  "user-introduction.help-hint.body":
    "Mở menu này để xem lại phần hướng dẫn hoặc đọc tài liệu bằng ngôn ngữ của bạn.",
  "helper-app.tools-panel.title": "Mở bảng công cụ",
  "helper-app.tools-panel.body":
    "Bảng công cụ chứa ứng dụng trợ giúp trên máy tính, giúp kết nối công cụ cục bộ với các cuộc trò chuyện của bạn.",
  "helper-app.download-app.title": "Tải ứng dụng trợ giúp",
  "helper-app.download-app.body": "Cài đặt ứng dụng trợ giúp lên máy tính của bạn từ liên kết này.",
  "helper-app.open-app.title": "Khởi động ứng dụng trợ giúp",
  "helper-app.open-app.body":
    "Bật ứng dụng trợ giúp tại đây; các máy chủ công cụ cục bộ của nó sẽ xuất hiện trong danh sách.",
  "helper-app.documentation.title": "Đọc tài liệu",
  "helper-app.documentation.body":
    "Menu Trợ giúp dẫn đến tài liệu, có hướng dẫn từng bước cho ứng dụng trợ giúp.",
  "model-params.model-icon.title": "Mở cài đặt mô hình",
  "model-params.model-icon.body": "Nhấp vào biểu tượng mô hình để xem cấu hình của mô hình đã chọn.",
  "model-params.overview.title": "Tổng quan cài đặt mô hình",
  "model-params.overview.body": "Bảng này hiển thị các cài đặt mà mô hình dùng trong cuộc trò chuyện này.",
  "model-params.parameters.title": "Điều chỉnh tham số",
  "model-params.parameters.body":
    "Thay đổi các giá trị như nhiệt độ hoặc độ dài tối đa để định hình câu trả lời.",
  "model-params.reset-defaults.title": "Khôi phục mặc định",
  "model-params.reset-defaults.body": "Đưa mọi tham số về giá trị mặc định của mô hình cùng lúc.",
  "model-params.reset-one.title": "Đặt lại một giá trị",
  "model-params.reset-one.body": "Dùng nút đặt lại bên cạnh một tham số để chỉ khôi phục giá trị đó.",
};
export default vi;
