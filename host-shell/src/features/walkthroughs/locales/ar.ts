import type { WalkthroughMessages } from "./en.ts";

/** Arabic. */
const ar: WalkthroughMessages = {
  "controls.next": "التالي",
  "controls.back": "رجوع",
  "controls.done": "تم",
  "controls.close": "إغلاق الجولة الإرشادية",
  "controls.progress": "الخطوة {{current}} من {{total}}",
  "user-introduction.new-conversation.title": "ابدأ محادثة جديدة",
  "user-introduction.new-conversation.body": "انقر هنا لفتح محادثة جديدة كلما أردت البدء في موضوع جديد.",
  "user-introduction.model-selection.title": "اختر نموذج ذكاء اصطناعي",
  "user-introduction.model-selection.body": "اختر النموذج الذي يجيبك. لكل نموذج نقاط قوته وسرعته وتكلفته.",
  "user-introduction.chat-input.title": "اكتب رسالتك",
  "user-introduction.chat-input.body": "اكتب سؤالك أو تعليماتك هنا ثم اضغط Enter لإرسالها.",
  "user-introduction.tool-selection.title": "اختر أدوات الذكاء الاصطناعي",
  "user-introduction.tool-selection.body":
    "تمنح الأدوات النموذج قدرات إضافية مثل البحث وقراءة الملفات وتنفيذ المهام.",
  "user-introduction.teach-me-anything.title": "اختر أداة «علّمني أي شيء»",
  "user-introduction.teach-me-anything.body":
    "تحوّل هذه الأداة أي موضوع إلى درس قصير موجَّه. اخترها من قائمة الأدوات.",
  "user-introduction.execute-tool.title": "شغّل الأداة",
  "user-introduction.execute-tool.body": "أرسل رسالتك والأداة محددة، فيستخدمها النموذج لإعداد إجابته.",
  "user-introduction.help-hint.title": "المساعدة متاحة دائمًا هنا",
  "user-introduction.help-hint.body": "افتح هذه القائمة لإعادة جولة إرشادية أو لقراءة الوثائق بلغتك.",
  "helper-app.tools-panel.title": "افتح لوحة الأدوات",
  "helper-app.tools-panel.body":
    "تضم لوحة الأدوات تطبيق المساعد لسطح المكتب الذي يربط الأدوات المحلية بمحادثاتك.",
  "helper-app.download-app.title": "نزّل تطبيق المساعد",
  "helper-app.download-app.body": "ثبّت تطبيق المساعد على حاسوبك من هذا الرابط.",
  "helper-app.open-app.title": "شغّل تطبيق المساعد",
  "helper-app.open-app.body": "فعّل تطبيق المساعد من هنا، فتظهر خوادم أدواته المحلية في القائمة.",
  "helper-app.documentation.title": "اقرأ الوثائق",
  "helper-app.documentation.body": "تقود قائمة المساعدة إلى الوثائق، وفيها أدلة خطوة بخطوة لتطبيق المساعد.",
  "model-params.model-icon.title": "افتح إعدادات النموذج",
  "model-params.model-icon.body": "انقر على أيقونة النموذج لترى كيف ضُبط النموذج المحدد.",
  "model-params.overview.title": "نظرة عامة على إعدادات النموذج",
  "model-params.overview.body": "تعرض هذه اللوحة الإعدادات التي يستخدمها النموذج في هذه المحادثة.",
  "model-params.parameters.title": "اضبط المعلمات",
  "model-params.parameters.body": "غيّر قيمًا مثل درجة الحرارة أو الطول الأقصى لتوجيه الإجابات.",
  "model-params.reset-defaults.title": "استعادة القيم الافتراضية",
  "model-params.reset-defaults.body": "أعد كل المعلمات إلى القيم الافتراضية للنموذج دفعة واحدة.",
  "model-params.reset-one.title": "إعادة تعيين قيمة واحدة",
  "model-params.reset-one.body": "استخدم زر إعادة التعيين بجانب المعلمة لاستعادة تلك القيمة وحدها.",
};
export default ar;
