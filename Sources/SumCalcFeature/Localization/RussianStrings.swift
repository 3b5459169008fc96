import SumCalcModel

extension Strings {
  // The seed's own strings where it has them.
  public static let russian = Strings(
    loading: "Пожалуйста, подождите, калькулятор включается...",
    enterNumbers: "Введите числа",
    caption: "Калькулятор считает сумму чисел",
    calculateSum: "Посчитать сумму",
    reset: "Сброс",
    noNumbers: "Числа не вводились",
    sumOfNumbers: { sum in "Сумма чисел: \(sum)" },
    retry: "Повторить",
    startFresh: "Начать заново",
    tooSmallTitle: "Терминал слишком мал",
    tooSmallBody: { needed, actual in
      "SumCalc нужно не меньше \(needed), а терминал \(actual). Увеличьте окно: SumCalc вернётся таким, как был."
    },
    tooSmallShort: { needed, actual in "Нужно \(needed), сейчас \(actual)" },
    sessionUnreadableTitle: "Сохранённый сеанс не читается",
    sessionStillUnreadableTitle: { attempts in "Сеанс всё ещё не читается (попыток: \(attempts))" },
    sessionUnreadableBody: { path, reason in
      "\(path): \(reason). Исправьте и повторите или начните заново: файл будет отложен, а не удалён."
    },
    sessionUnreadableBodyNoFresh: { path, reason in "\(path): \(reason). Исправьте и повторите или выйдите." },
    problemNotJSON: "это не JSON",
    problemUnknownVersion: { version in "версия \(version) этому SumCalc неизвестна" },
    problemWrongContent: "это не сеанс SumCalc",
    problemNotAFile: { kind in "это \(kind), а не обычный файл" },
    kindDirectory: "каталог",
    kindDirectoryName: "имя каталога (оканчивается на /)",
    kindDevice: "устройство",
    kindFifo: "именованный канал (FIFO)",
    kindSocket: "сокет",
    kindOther: "что-то другое",
    continueWithoutSaving: "Продолжить без сохранения",
    quit: "Выйти",
    stateNotAFileTitle: "Путь сессии — не файл",
    stateNotAFileBody: { path, kind in
      "\(path) — \(kind). SumCalc никогда не пишет туда и не перемещает это. Продолжите без сохранения или выйдите и укажите другой путь в --state-file."
    },
    notSavedReadOnly: { path in "Не сохранено: \(path) только для чтения" },
    notSavedAnotherSumCalc: "Не сохранено: сессия у другого SumCalc",
    notSavedNoHome: "Не сохранено: нет HOME; см. --state-file",
    notSavedMissingDirectory: { path in "Не сохранено: нет каталога \(path)" },
    keptAside: { path in "Отложено: \(path)" },
    otherKeptAside: { path in "сохранено; сеанс, оставленный другим SumCalc, отложен как \(path)" },
    notSavedOff: { kind in "Не сохранено: путь сессии — \(kind)" },
    listFull: { count in "Список полон: не больше \(count) чисел" },
    nothingToUndo: "Нечего отменять",
    settingsFellBack: "Настройку из файла сеанса не удалось прочитать: она снова по умолчанию",
    olderChangesNotKept: { count in "Больше не отменить: хранятся \(count) последних изменений" },
    problemPermissionDenied: "нет доступа",
    problemTooLarge: "он больше любого сеанса, который пишет SumCalc",
    saveFailed: { path, reason in "Не сохранено: \(path): \(reason)" },
    savingAtExit: "сохраняю ваши числа...",
    unsavedAtExit: { notice, unsaved in
      let what =
        unsaved == .settings
        ? "настройки, выбранные в этом запуске,"
        : unsaved.contains(.settings)
          ? "числа и настройки этого запуска"
          : "числа этого запуска"
      return "\(notice); \(what) в следующий раз не вернутся"
    },
    hintDigits: "0-9",
    hintAdd: "ввод",
    hintEnter: "Enter",
    hintPress: "нажать",
    hintBackspace: "Bksp",
    hintRemove: "стереть",
    hintEsc: "Esc",
    hintReset: "сброс",
    hintMove: "Tab/стрелки",
    hintFocus: "фокус",
    hintQuit: "выход",
    hintQuitKey: "q",
    historyTitle: { count in "История: \(count) \(RussianPlural.of(count, one: "сумма", few: "суммы", many: "сумм"))" },
    noSumsYet: "Сумм пока нет",
    numberCount: { count in
      "\(GroupedDigits.of(count, separator: "\u{00A0}")) \(RussianPlural.of(count, one: "число", few: "числа", many: "чисел"))"
    },
    onlySumKept: "Чисел слишком много: сохранена только сумма",
    recallWaitsForSum: "Идёт подсчёт суммы: вызовите, когда она появится",
    back: "Назад",
    hintHistoryKey: "h",
    hintHistory: "история",
    hintSelectKey: "Вверх/Вниз",
    hintSelect: "выбор",
    hintRecall: "вернуть",
    hintBack: "назад",
    hintHelpKey: "?",
    hintHelp: "справка",
    hintUndoKey: "u",
    hintUndo: "отмена",
    hintSettingsKey: "s",
    hintSettings: "настройки",
    settingsTitle: "Настройки",
    settingsLanguage: "Язык",
    settingsKeypad: "Клавиши",
    settingsCalculationDelay: "Подсчёт длится",
    keypadOneTwoThreeOnTop: "1 2 3 сверху",
    keypadSevenEightNineOnTop: "7 8 9 сверху",
    delaySeconds: { seconds in "\(seconds) с" },
    delayNone: "нисколько",
    settingsFromCommandLine: { option in "(\(option) на этот запуск)" },
    settingsNeedsUTF8: "Другим языкам нужна локаль UTF-8",
    hintChoose: "выбрать",
    hintScroll: "листать",
    helpTitle: { version in "Справка — \(version)" },
    helpKeys: [
      HelpRow("0-9", "добавить число (основной ряд или цифровой блок)"),
      HelpRow("Enter, пробел", "нажать кнопку в фокусе"),
      HelpRow("=", "посчитать сумму"),
      HelpRow("Backspace, Delete", "стереть последнее число"),
      HelpRow("Esc, r", "сброс"),
      HelpRow("u", "отменить последнее изменение списка, до последней суммы"),
      HelpRow("Tab, стрелки", "переместить фокус (Shift-Tab — назад)"),
      HelpRow("h", "история: последние 100 сумм; Enter возвращает сумму"),
      HelpRow("s", "настройки: язык, порядок клавиш, время подсчёта"),
      HelpRow("?, F1", "эта справка"),
      HelpRow("Ctrl-L", "перерисовать экран"),
      HelpRow("Ctrl-Z", "пауза; fg продолжает"),
      HelpRow("q, Ctrl-C", "выход"),
      HelpRow("мышь", "щелчок нажимает клавишу или кнопку; колесо листает историю"),
      HelpRow("вставка", "добавляет все цифры из текста и ничего не нажимает"),
    ],
    helpKeysHeading: "Клавиши:",
    helpSessionFile: { path in "Сеанс хранится в \(path)." },
    helpNoSessionFile: "Сеанс не сохраняется.",
    usage:
      "Использование: sumcalc [--startup-delay S] [--calc-delay S] [--lang en|ru|ko]\n        [--no-color] [--state-file PATH] [--no-state] [--help] [--version]",
    helpText: """
      SumCalc складывает введённые числа, на весь экран терминала.

      Параметры:
        --startup-delay S   экран загрузки не меньше S секунд (по умолчанию 3)
        --calc-delay S      подсчёт суммы занимает S секунд в этом запуске
                            (по умолчанию 3 или как выбрано в настройках)
        --lang en|ru|ko     язык интерфейса в этом запуске (по умолчанию как
                            выбрано в настройках, иначе LC_ALL, LC_MESSAGES, LANG)
        --no-color          без цвета; так же действует NO_COLOR
        --state-file PATH   хранить сеанс в PATH
                            (по умолчанию $XDG_STATE_HOME/sumcalc/state.json)
        --no-state          не хранить сеанс
        --help              показать эту справку и выйти
        --version           показать версию и выйти
      """,
    exitStatusHelp: """
      Код выхода: 0 после выхода; 1, если числа не удалось сохранить или терминал
      не подходит; 2 при неверном вызове; 128+N, если завершён сигналом N.
      """,
    badOption: { option in "неизвестный параметр «\(option)»" },
    missingValue: { option in "параметру «\(option)» нужно значение" },
    unexpectedValue: { option in "параметр «\(option)» не принимает значения" },
    secondsOutOfRange: { option, value, limit in
      "параметр «\(option)» принимает секунды от 0 до \(limit), а не «\(value)»"
    },
    unexpectedOperand: { operand in "лишний операнд «\(operand)» (принимаются только параметры)" },
    writeError: { reason in "ошибка записи: \(reason)" },
    badLanguage: { value in "неизвестный язык «\(value)» (выберите en, ru или ko)" },
    seeHelp: "Подробнее: sumcalc --help",
    notATerminal: "стандартный ввод и вывод должны быть терминалом (sumcalc работает на весь экран)",
    unsetTerminalType: "TERM не задан; укажите тип терминала, например TERM=xterm-256color",
    unsupportedTerminal: { type in
      "тип терминала «\(type)» неизвестен или не умеет перемещать курсор; попробуйте TERM=xterm-256color"
    }
  )
}
