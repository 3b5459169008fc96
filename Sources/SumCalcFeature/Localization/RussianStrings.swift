extension Localizer {
  // The seed's own strings where it has them.
  static let russian: [StringKey: String] = [
    .loading: "Пожалуйста, подождите, калькулятор включается...",
    .enterNumbers: "Введите числа",
    .caption: "Калькулятор считает сумму чисел",
    .calculateSum: "Посчитать сумму",
    .reset: "Сброс",
    .noNumbers: "Числа не вводились",
    .sumOfNumbers: "Сумма чисел: {1}",
    .retry: "Повторить",
    .startFresh: "Начать заново",
    .tooSmallTitle: "Терминал слишком мал",
    .tooSmallBody:
      "SumCalc нужно не меньше {1}, а терминал {2}. Увеличьте окно: калькулятор вернётся сам, с вашими числами.",
    .tooSmallShort: "Нужно {1}, сейчас {2}",
    .sessionUnreadableTitle: "Сохранённый сеанс не читается",
    .sessionUnreadableBody: "{1}: {2}. Исправьте и повторите или начните заново: файл будет отложен, а не удалён.",
    .problemNotJSON: "это не JSON",
    .problemUnknownVersion: "версия {1} этому SumCalc неизвестна",
    .problemWrongContent: "это не сеанс SumCalc",
    .problemNotAFile: "это {1}, а не обычный файл",
    .kindDirectory: "каталог",
    .kindDevice: "устройство",
    .kindFifo: "именованный канал (FIFO)",
    .kindSocket: "сокет",
    .kindOther: "что-то другое",
    .continueWithoutSaving: "Продолжить без сохранения",
    .quit: "Выйти",
    .stateNotAFileTitle: "Путь сессии — не файл",
    .stateNotAFileBody:
      "{1} — {2}. SumCalc никогда не пишет туда и не перемещает это. Продолжите без сохранения или выйдите и укажите другой путь в --state-file.",
    .notSavedReadOnly: "Не сохранено: файл только для чтения",
    .notSavedAnotherSumCalc: "Не сохранено: сессия у другого SumCalc",
    .notSavedNoHome: "Не сохранено: нет HOME; см. --state-file",
    .notSavedOff: "Не сохранено: путь сессии — {1}",
    .listFull: "Список полон: не больше {1} чисел",
    .problemPermissionDenied: "нет доступа",
    .saveFailed: "Не сохранено: {1}. Числа останутся, пока SumCalc работает.",
    .hintDigits: "0-9",
    .hintAdd: "ввод",
    .hintEnter: "Enter",
    .hintPress: "нажать",
    .hintBackspace: "Bksp",
    .hintRemove: "стереть",
    .hintEsc: "Esc",
    .hintReset: "сброс",
    .hintMove: "Tab/стрелки",
    .hintFocus: "фокус",
    .hintQuitKey: "q",
    .hintQuit: "выход",
    .usage:
      "Использование: sumcalc [--startup-delay S] [--calc-delay S] [--lang en|ru|ko]\n        [--no-color] [--state-file PATH] [--no-state] [--help] [--version]",
    .helpText: """
    SumCalc складывает введённые числа, на весь экран терминала.

    Параметры:
      --startup-delay S   экран загрузки не меньше S секунд (по умолчанию 3)
      --calc-delay S      подсчёт суммы занимает S секунд (по умолчанию 3)
      --lang en|ru|ko     язык интерфейса (по умолчанию: LC_ALL, LC_MESSAGES, LANG)
      --no-color          без цвета; так же действует NO_COLOR
      --state-file PATH   хранить сеанс в PATH
                          (по умолчанию $XDG_STATE_HOME/sumcalc/state.json)
      --no-state          не хранить сеанс
      --help              показать эту справку и выйти
      --version           показать версию и выйти

    Клавиши: 0-9 добавить число; Enter или пробел нажать кнопку в фокусе;
    = посчитать; Backspace стереть последнее число; Esc или r сброс; стрелки, Tab,
    Shift-Tab перемещают фокус; Ctrl-L перерисовать; q или Ctrl-C выход; Ctrl-Z
    пауза.
    Мышью можно нажимать кнопки. Вставка добавляет все цифры из текста.
    """,
    .badOption: "неизвестный параметр «{1}»",
    .missingValue: "параметру «{1}» нужно значение",
    .unexpectedValue: "параметр «{1}» не принимает значения",
    .badSeconds: "параметр «{1}» принимает число секунд не меньше 0, а не «{2}»",
    .secondsTooLarge: "{1}: {2} — больше {3} секунд",
    .unexpectedOperand: "sumcalc не принимает операндов, а получил «{1}»",
    .writeError: "ошибка записи: {1}",
    .badLanguage: "неизвестный язык «{1}» (выберите en, ru или ko)",
    .seeHelp: "Подробнее: sumcalc --help",
    .notATerminal: "стандартный ввод и вывод должны быть терминалом (sumcalc работает на весь экран)",
    .unsetTerminalType: "TERM не задан; укажите тип терминала, например TERM=xterm-256color",
    .unsupportedTerminal:
      "тип терминала «{1}» неизвестен или не умеет перемещать курсор; попробуйте TERM=xterm-256color",
  ]
}
