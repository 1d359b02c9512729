import type { ShareMessages } from "./en.ts";

/** Arabic. */
const messages: ShareMessages = {
  "action.close": "إغلاق",
  "parcel.crashed": "توقف هذا الجزء من الصفحة عن العمل.",
  "parcel.reload": "إعادة تحميل الصفحة",
  "view.title": "إعدادات العرض",
  "view.markdown": "عرض Markdown",
  "view.latex": "عرض LaTeX",
  "view.latexHint": "يتطلب عرض LaTeX تفعيل عرض Markdown.",
  "continue.title": "متابعة هذه المحادثة",
  "continue.intro": "تابعها كمحادثة جديدة في مساحة عملك، أو سجّل باستخدام بريد العمل.",
  "continue.email": "بريد العمل",
  "continue.or": "أو",
  "continue.subdomain": "مساحة العمل",
  "continue.subdomainHint": "الاسم الذي يسبق النطاق، مثل acme",
  "continue.submit": "متابعة",
  "continue.checking": "جارٍ إجراء فحص أمان سريع…",
  "continue.invalidEmail": "بريد إلكتروني غير صالح",
  "continue.workspaceNotFound": "لم نتمكن من العثور على مساحة العمل الخاصة بك. يُرجى المحاولة مرة أخرى.",
  "continue.workspaceNotReady": "النطاق الفرعي الخاص بك ليس جاهزًا بعد. يُرجى المحاولة مرة أخرى لاحقًا.",
  "continue.emailExists": "يوجد مستخدم بهذا البريد الإلكتروني بالفعل.",
  "continue.removed": "أزال المالك هذه اللقطة.",
  "continue.failed": "حدث خطأ ما. يُرجى المحاولة لاحقًا.",
  "continue.limited":
    "يمكنك متابعة {{max}} لقطات كحد أقصى كل {{window}} دقيقة. يُرجى المحاولة مرة أخرى بعد {{minutes}} دقيقة.",
  "continuePage.working": "جارٍ متابعة المحادثة…",
};

export default messages;
