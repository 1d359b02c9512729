import type { Catalogue } from "../messages.ts";

/** Vietnamese. */
const vi: Catalogue = {
  "error.server": "Đã xảy ra lỗi máy chủ. Vui lòng thử lại sau.",
  "error.generic": "Đã xảy ra lỗi. Vui lòng thử lại sau.",
  "error.other": "Đã có lỗi xảy ra.",
  "error.tryLater": "Đã có lỗi xảy ra. Vui lòng thử lại sau.",
  "signIn.error.subscription_issue":
    "Gói đăng ký của công ty bạn đang gặp sự cố. Vui lòng liên hệ với quản trị viên tài khoản của công ty để được hỗ trợ.",
  "signIn.error.uninvited":
    "Bạn không có quyền truy cập không gian làm việc này. Vui lòng kiểm tra xem bạn đã chọn đúng không gian làm việc chưa hoặc liên hệ với quản trị viên để được hỗ trợ.",
  "signIn.error.default": "Đã có lỗi xảy ra. Không thể đăng nhập. Vui lòng thử lại sau.",
  "signIn.error.invalid_token":
    "Liên kết này đã hết hạn hoặc không hợp lệ. Vui lòng yêu cầu lời mời mới hoặc yêu cầu đặt lại mật khẩu mới.",
  "signIn.error.password_disabled":
    "Đăng nhập bằng mật khẩu hiện đang bị tắt cho tài khoản này. Vui lòng dùng phương thức đăng nhập khác hoặc liên hệ với quản trị viên để bật xác thực bằng mật khẩu.",
  "signIn.error.google_disabled":
    "Đăng nhập bằng Google hiện đang bị tắt cho tài khoản này. Vui lòng dùng phương thức đăng nhập khác hoặc liên hệ với quản trị viên để bật xác thực bằng Google.",
  "signIn.error.invalid_credentials": "Địa chỉ email hoặc mật khẩu không đúng.",
  "signIn.error.rate_limited": "Bạn đã thử đăng nhập quá nhiều lần. Vui lòng đợi một lát rồi thử lại.",
  "signIn.error.captcha_failed": "Kiểm tra bảo mật không thành công. Vui lòng thử lại.",
  "rapidOnboarding.invalid": "Mã thông báo không hợp lệ hoặc đã hết hạn.",
  "workspace.infoFailed": "Không thể lấy thông tin về ứng dụng {{product}} của bạn.",
  "workspace.notFound": "Chúng tôi không tìm thấy không gian làm việc của bạn. Vui lòng thử lại.",
  "workspace.notReady": "Tên miền phụ của bạn chưa sẵn sàng. Vui lòng thử lại sau.",
  "notFound.title": "Rất tiếc! Không tìm thấy trang",
  "notFound.backHome": "Về trang chủ",
  "rename.empty": "Tên không được để trống",
  "manage.refused": "Bạn không có quyền quản lý!",
  "snapshot.emailExists": "Đã có người dùng sử dụng email này.",
  "snapshot.removed": "Ảnh chụp này đã bị chủ sở hữu xóa.",
  "snapshot.invalidEmail": "Email không hợp lệ",
  "profile.updated": "Đã cập nhật hồ sơ thành công.",
  "profile.updateFailed": "Không thể cập nhật hồ sơ",
  "profile.unexpected": "Đã xảy ra lỗi không mong muốn",
  "passkeys.fetchFailed": "Không thể tải danh sách khóa truy cập.",
  "integrations.fetchFailed": "Lỗi khi tải danh sách tích hợp.",
  "helper.didNotStart": "Ứng dụng trợ giúp không khởi động đúng cách",
  "helper.timeout": "Hết thời gian chờ kiểm tra trạng thái ứng dụng trợ giúp",
  "helper.launchFailed": "Không thể khởi chạy ứng dụng trợ giúp",
  "helper.shutdownFailed": "Không thể tắt ứng dụng trợ giúp",
  "audio.playback": "Lỗi khi phát âm thanh.",
  "audio.processing": "Lỗi khi xử lý dữ liệu âm thanh.",
  "thrown.loadFailed": "Tải không thành công",
  "thrown.invalidToken": "Mã thông báo không hợp lệ",
  "thrown.refreshFailed": "Không thể làm mới mã thông báo",
  "thrown.subdomainFailed": "Không thể lấy thông tin tên miền phụ",
  "remote.failed": "Không thể tải phần này của {{product}}.",
  "remote.incompatible":
    "Phần này của {{product}} cần phiên bản khung ứng dụng mới hơn (yêu cầu giao kèo {{needed}}, khung hiện tại {{current}}).",
  "remote.retry": "Thử lại",
  "password.required": "Hãy nhập mật khẩu.",
  "password.tooShort": "Mật khẩu này quá ngắn. Mật khẩu phải có ít nhất {{min}} ký tự.",
  "password.tooLong": "Mật khẩu này quá dài. Mật khẩu chỉ được có tối đa {{max}} ký tự.",
  "password.tooCommon": "Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.",
  "password.mismatch": "Hai mật khẩu không khớp.",
  "password.constraints": "Mật khẩu phải đáp ứng các ràng buộc sau:",
  "password.rateLimited": "Quá nhiều lần thử đặt lại mật khẩu. Vui lòng đợi một lát rồi thử lại.",
};
export default vi;
