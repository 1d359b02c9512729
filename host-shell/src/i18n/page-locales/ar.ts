import type { ShellPageMessages } from "./en.ts";

/** Arabic. */
const messages: ShellPageMessages = {
  "adminHost.title": "اختر مساحة العمل التي تريد إدارتها في {{product}}",
  "adminHost.body":
    "يفتح المالكون والمسؤولون موقع الإدارة من مساحة عملهم: زر إدارة الحساب في الشريط العلوي يفتحه مع تحديد مساحة العمل تلك.",
  "adminHost.workspaces": "انتقل إلى مساحة عملك",
  "adminHost.find": "ابحث عن مساحة عملك",
  "adminHost.refused": "أنت مسجّل الدخول إلى {{workspace}} باسم {{email}}. لا يديرها إلا مالكوها ومسؤولوها.",
  "navigationInfo.title": "تعذّر فتح المحادثة",
  "navigationInfo.snapshotUnavailable":
    "مساحة عملك جاهزة، لكن تعذّر نسخ المحادثة المشتركة إليها: فقد حذفها مالكها أو أوقف مشاركتها.",
  "navigationInfo.unavailable": "المحادثة غير موجودة أو ليست لديك صلاحية الوصول إليها!",
  "navigationInfo.close": "إغلاق",
  "devOverride.banner": "{{remote}} من {{origin}} — تطوير",
  "devOverride.clear": "إزالة",
  "devOverride.title": "تحميل وحدة بعيدة من خادم تطوير",
  "devOverride.intro":
    "هذا المتصفح وحده يحمّل الوحدة البعيدة من خادم التطوير لديك؛ ويبقى الآخرون على إصدار مساحة العمل. ينتهي ذلك بعد 12 ساعة أو عند إزالته.",
  "devOverride.remote": "الوحدة البعيدة",
  "devOverride.origin": "خادم التطوير",
  "devOverride.originHint":
    "مثلاً http://localhost:3005 (npm run dev -w mf-tools). هذا الحاسوب فقط أو المصادر التي يسمح بها الخادم.",
  "devOverride.turnOn": "تحميل",
  "devOverride.current": "المحمّل الآن: {{remote}} من {{origin}}",
  "devOverride.refused.role": "يمكن فقط لمالكي مساحة العمل ومسؤوليها تحميل وحدة بعيدة من خادم تطوير.",
  "devOverride.refused.workspace_off": "تجاوزات المطوّر متوقفة في مساحة العمل هذه.",
  "devOverride.refused.instance_off": "تجاوزات المطوّر متوقفة على هذا الخادم.",
  "devOverride.error.invalid_origin": "أدخل مصدراً مثل http://localhost:3005 بلا مسار.",
  "devOverride.error.origin_not_allowed":
    "لا يمكن تقديم وحدة بعيدة إلا من هذا الحاسوب (localhost) أو من المصادر التي يسمح بها الخادم.",
  "devOverride.error.other": "تعذّر حفظ التجاوز. حاول مرة أخرى.",
  "devOverride.close": "إغلاق",
};
export default messages;
