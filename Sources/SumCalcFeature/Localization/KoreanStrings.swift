import SumCalcModel

extension Strings {
  public static let korean = Strings(
    loading: "잠시 기다려 주세요, 계산기를 켜는 중입니다...",
    enterNumbers: "숫자를 입력하세요",
    caption: "계산기가 숫자를 더합니다",
    calculateSum: "합계 계산",
    reset: "초기화",
    noNumbers: "입력된 숫자가 없습니다",
    sumOfNumbers: { sum in "숫자의 합: \(sum)" },
    retry: "다시 시도",
    startFresh: "새로 시작",
    tooSmallTitle: "터미널이 너무 작습니다",
    tooSmallBody: { needed, actual in
      "SumCalc에는 최소 \(needed) 크기가 필요하지만 터미널은 \(actual)입니다. 창을 키우면 SumCalc가 그대로 다시 나타납니다."
    },
    tooSmallShort: { needed, actual in "필요 \(needed), 현재 \(actual)" },
    sessionUnreadableTitle: "저장된 세션을 읽을 수 없습니다",
    sessionStillUnreadableTitle: { attempts in "세션을 여전히 읽을 수 없습니다 (\(attempts)번 시도)" },
    sessionUnreadableBody: { path, reason in "\(path): \(reason). 고친 뒤 다시 시도하거나 새로 시작하세요. 파일은 지우지 않고 따로 보관합니다." },
    sessionUnreadableBodyNoFresh: { path, reason in "\(path): \(reason). 고친 뒤 다시 시도하거나 종료하세요." },
    problemNotJSON: "올바른 JSON이 아닙니다",
    problemUnknownVersion: { version in "이 SumCalc가 모르는 버전 \(version)입니다" },
    problemWrongContent: "SumCalc 세션이 아닙니다",
    problemNotAFile: { kind in "일반 파일이 아니라 \(kind)입니다" },
    kindDirectory: "디렉터리",
    kindDirectoryName: "디렉터리 이름(/로 끝남)",
    kindDevice: "장치",
    kindFifo: "명명된 파이프(FIFO)",
    kindSocket: "소켓",
    kindOther: "파일이 아닌 것",
    continueWithoutSaving: "저장하지 않고 계속",
    quit: "종료",
    stateNotAFileTitle: "세션 경로가 파일이 아닙니다",
    stateNotAFileBody: { path, kind in
      "\(path)은(는) \(kind)입니다. SumCalc는 여기에 쓰거나 옮기지 않습니다. 저장하지 않고 계속하거나, 종료한 뒤 --state-file로 다른 경로를 지정하세요."
    },
    notSavedReadOnly: { path in "저장 안 됨: \(path)은(는) 읽기 전용" },
    notSavedAnotherSumCalc: "저장 안 됨: 다른 SumCalc가 사용 중",
    notSavedNoHome: "저장 안 됨: 홈 없음, --state-file 사용",
    notSavedMissingDirectory: { path in "저장 안 됨: \(path) 없음" },
    keptAside: { path in "보관됨: \(path)" },
    otherKeptAside: { path in "저장됨. 다른 SumCalc가 남긴 세션은 \(path)(으)로 보관됨" },
    notSavedOff: { kind in "저장 안 됨: 세션 경로가 \(kind)입니다" },
    listFull: { count in "목록이 가득 참: 최대 \(count)개" },
    nothingToUndo: "되돌릴 것이 없음",
    settingsFellBack: "세션 파일의 설정 하나를 읽을 수 없어 기본값으로 돌아갔습니다",
    olderChangesNotKept: { count in "더 되돌릴 수 없음: 최근 \(count)개 변경만 보관" },
    problemPermissionDenied: "권한이 없습니다",
    problemTooLarge: "SumCalc가 쓰는 어떤 세션보다 큽니다",
    saveFailed: { path, reason in "저장 안 됨: \(path): \(reason)" },
    savingAtExit: "숫자를 저장하는 중...",
    unsavedAtExit: { notice, unsaved in
      let what =
        unsaved == .settings
        ? "이번 실행에서 고른 설정은" : unsaved.contains(.settings) ? "이번 실행의 숫자와 설정은" : "이번 실행의 숫자는"
      return "\(notice); \(what) 다음에 남아 있지 않습니다"
    },
    hintDigits: "0-9",
    hintAdd: "입력",
    hintEnter: "Enter",
    hintPress: "누르기",
    hintBackspace: "Bksp",
    hintRemove: "지우기",
    hintEsc: "Esc",
    hintReset: "초기화",
    hintMove: "Tab/화살표",
    hintFocus: "이동",
    hintQuit: "종료",
    hintQuitKey: "q",
    historyTitle: { count in "기록: 합계 \(count)개" },
    noSumsYet: "아직 합계가 없습니다",
    numberCount: { count in "숫자 \(GroupedDigits.of(count, separator: ","))개" },
    onlySumKept: "숫자가 너무 많아 합계만 보관했습니다",
    recallWaitsForSum: "합계 계산 중: 결과가 나온 뒤 불러오세요",
    back: "뒤로",
    hintHistoryKey: "h",
    hintHistory: "기록",
    hintSelectKey: "위/아래",
    hintSelect: "선택",
    hintRecall: "불러오기",
    hintBack: "뒤로",
    hintHelpKey: "?",
    hintHelp: "도움말",
    hintUndoKey: "u",
    hintUndo: "되돌리기",
    hintSettingsKey: "s",
    hintSettings: "설정",
    settingsTitle: "설정",
    settingsLanguage: "언어",
    settingsKeypad: "키패드",
    settingsCalculationDelay: "계산 시간",
    keypadOneTwoThreeOnTop: "1 2 3 위",
    keypadSevenEightNineOnTop: "7 8 9 위",
    delaySeconds: { seconds in "\(seconds)초" },
    delayNone: "즉시",
    settingsFromCommandLine: { option in "(이번 실행: \(option))" },
    settingsNeedsUTF8: "다른 언어는 UTF-8 로캘이 필요합니다",
    hintChoose: "선택",
    hintScroll: "스크롤",
    helpTitle: { version in "도움말 — \(version)" },
    helpKeys: [
      HelpRow("0-9", "숫자 추가 (기본 키 또는 숫자 키패드)"),
      HelpRow("Enter, Space", "포커스된 버튼 누르기"),
      HelpRow("=", "합계 계산"),
      HelpRow("Backspace, Delete", "마지막 숫자 지우기"),
      HelpRow("Esc, r", "초기화"),
      HelpRow("u", "목록의 마지막 변경 되돌리기 (마지막 합계까지)"),
      HelpRow("Tab, 화살표", "포커스 이동 (Shift-Tab은 뒤로)"),
      HelpRow("h", "기록: 최근 합계 100개, Enter로 불러오기"),
      HelpRow("s", "설정: 언어, 키패드 순서, 계산 시간"),
      HelpRow("?, F1", "이 도움말"),
      HelpRow("Ctrl-L", "화면 다시 그리기"),
      HelpRow("Ctrl-Z", "일시 중지, fg로 계속"),
      HelpRow("q, Ctrl-C", "종료"),
      HelpRow("마우스", "클릭으로 키나 버튼을 누르고, 휠로 기록을 스크롤"),
      HelpRow("붙여넣기", "텍스트의 모든 숫자를 추가하며 아무것도 누르지 않음"),
    ],
    helpKeysHeading: "키:",
    helpSessionFile: { path in "세션 저장 위치: \(path)" },
    helpNoSessionFile: "세션은 저장되지 않습니다.",
    usage:
      "사용법: sumcalc [--startup-delay S] [--calc-delay S] [--lang en|ru|ko]\n        [--no-color] [--state-file PATH] [--no-state] [--help] [--version]",
    helpText: """
      SumCalc는 입력한 숫자를 터미널 전체 화면에서 더합니다.

      옵션:
        --startup-delay S   로딩 화면을 최소 S초 동안 표시 (기본값 3)
        --calc-delay S      이번 실행에서 합계 계산에 S초 소요
                            (기본값 3, 또는 설정에서 고른 값)
        --lang en|ru|ko     이번 실행의 인터페이스 언어 (기본값: 설정에서
                            고른 언어, 없으면 LC_ALL, LC_MESSAGES, LANG)
        --no-color          흑백; NO_COLOR를 설정해도 같습니다
        --state-file PATH   세션을 PATH에 보관
                            (기본값: $XDG_STATE_HOME/sumcalc/state.json)
        --no-state          세션을 보관하지 않음
        --help              이 도움말을 보이고 종료
        --version           버전을 보이고 종료
      """,
    exitStatusHelp: """
      종료 상태: 정상 종료 0; 숫자를 저장하지 못했거나 터미널을 쓸 수 없으면 1;
      잘못된 사용 2; 신호 N으로 끝나면 128+N.
      """,
    badOption: { option in "알 수 없는 옵션 '\(option)'" },
    missingValue: { option in "옵션 '\(option)'에 값이 필요합니다" },
    unexpectedValue: { option in "옵션 '\(option)'에는 값을 줄 수 없습니다" },
    secondsOutOfRange: { option, value, limit in "옵션 '\(option)'에는 0부터 \(limit)까지의 초가 필요합니다: '\(value)'" },
    unexpectedOperand: { operand in "예상하지 못한 피연산자 '\(operand)' (옵션만 받습니다)" },
    writeError: { reason in "쓰기 오류: \(reason)" },
    badLanguage: { value in "알 수 없는 언어 '\(value)' (en, ru, ko 중에서 선택)" },
    seeHelp: "자세한 내용: sumcalc --help",
    notATerminal: "표준 입력과 출력이 터미널이어야 합니다 (sumcalc는 전체 화면 프로그램입니다)",
    unsetTerminalType: "TERM이 설정되지 않았습니다. 예: TERM=xterm-256color",
    unsupportedTerminal: { type in "터미널 종류 '\(type)'을(를) 알 수 없거나 커서를 옮길 수 없습니다. TERM=xterm-256color를 사용해 보세요" }
  )
}
