/// The curated English verbs a module protocol's method may start with (`viper-method-verbs`).
///
/// Kept as a Swift `Set` literal rather than a bundled resource file: it is compiled into the
/// binary, needs no `Bundle.module` lookup at run time (which differs between SwiftPM, Xcode and
/// the command-line tool) and costs nothing to load. Base forms, irregular past forms and the
/// modal verbs (`will`, `should`, `can`) are listed; regular past forms (`loaded`, `obtained`)
/// are derived from the base forms by `VIPERVerbs.isVerb(_:)`. State words (`is`, `has`) are
/// left out on purpose: a module protocol exposes behaviour, not state.
enum VIPERVerbs {
  static let words: Set<String> = [
    "abort", "accept", "access", "accumulate", "acknowledge", "activate", "adapt", "add",
    "adjust", "advance", "aggregate", "alert", "align", "allocate", "allow", "analyse", "analyze",
    "animate", "annotate", "announce", "append", "apply", "approve", "archive", "arrange", "ask",
    "assemble", "assert", "assign", "associate", "ate", "attach", "attempt", "authenticate",
    "authorize", "autocorrect", "autofill", "autoplay", "autosave", "backup", "ban", "became",
    "become", "began", "begin", "begun", "bind", "block", "blur", "bookmark", "boost", "bought",
    "bounce", "break", "bring", "broadcast", "broken", "brought", "browse", "buffer", "build",
    "built", "bump", "buy", "cache", "calculate", "call", "came", "can", "cancel", "capture",
    "catch", "caught", "center", "centre", "change", "charge", "check", "checkout", "choose",
    "chose", "chosen", "clamp", "clean", "cleanup", "clear", "click", "clip", "clone", "close",
    "collapse", "collect", "colorize", "combine", "come", "commit", "compare", "compile",
    "complete", "compose", "compress", "compute", "concatenate", "configure", "confirm",
    "connect", "consume", "contact", "continue", "convert", "copy", "correct", "cost", "count",
    "create", "crop", "cut", "deactivate", "deal", "dealt", "debounce", "decline", "decode",
    "decorate", "decrease", "decrypt", "dedupe", "deduplicate", "defer", "delete", "deliver",
    "demote", "deny", "dequeue", "deregister", "deselect", "destroy", "detach", "detect",
    "determine", "did", "disable", "discard", "disconnect", "dismiss", "dispatch", "display",
    "dispose", "divide", "do", "done", "download", "drag", "draw", "drawn", "drew", "drink",
    "drive", "driven", "drop", "drove", "dump", "duplicate", "eat", "eaten", "edit", "eject",
    "embed", "emit", "empty", "enable", "encode", "encrypt", "end", "enqueue", "ensure", "enter",
    "erase", "establish", "evaluate", "execute", "exit", "expand", "expire", "export", "extend",
    "extract", "fade", "fail", "fall", "fallen", "favorite", "favourite", "feel", "fell", "felt",
    "fetch", "fight", "fill", "filter", "finalize", "find", "finish", "fire", "fit", "flag",
    "flatten", "flew", "flip", "flown", "flush", "fly", "focus", "fold", "follow", "forbid",
    "force", "forget", "forgive", "forgot", "forgotten", "format", "forward", "fought", "found",
    "freeze", "froze", "frozen", "gave", "generate", "get", "give", "given", "go", "gone", "got",
    "gotten", "grant", "grew", "group", "grow", "grown", "had", "handle", "hang", "hear", "heard",
    "held", "hid", "hidden", "hide", "highlight", "hit", "hold", "hung", "hurt", "import",
    "increase", "increment", "indent", "index", "inform", "initialise", "initialize", "inject",
    "insert", "inspect", "install", "instantiate", "interrupt", "invalidate", "invert", "invite",
    "invoke", "join", "jump", "keep", "kept", "kill", "knew", "known", "laid", "lain", "launch",
    "lay", "layout", "lead", "lean", "learn", "leave", "led", "left", "lend", "lent", "let",
    "lie", "like", "limit", "link", "list", "listen", "load", "localize", "lock", "log", "login",
    "logout", "lookup", "lose", "lost", "made", "make", "map", "mark", "mask", "match", "may",
    "mean", "meant", "measure", "meet", "merge", "met", "migrate", "minimize", "mirror",
    "mistake", "modify", "monitor", "mount", "move", "must", "mute", "navigate", "need",
    "normalize", "notify", "observe", "obtain", "offer", "open", "order", "overcome", "overwrite",
    "own", "paginate", "paid", "parse", "paste", "pause", "pay", "perform", "persist", "pick",
    "pin", "place", "play", "poll", "populate", "post", "precache", "prefetch", "prepare",
    "present", "preserve", "press", "preview", "print", "process", "produce", "prompt", "prove",
    "provide", "publish", "pull", "purchase", "purge", "push", "put", "query", "queue", "quit",
    "ran", "rang", "rate", "read", "rebuild", "recalculate", "receive", "recognize", "record",
    "recover", "redeem", "redirect", "redo", "reduce", "refresh", "register", "reject",
    "relaunch", "release", "reload", "remember", "remove", "rename", "render", "reorder",
    "repeat", "replace", "reply", "report", "request", "require", "rerun", "reschedule", "reset",
    "resize", "resolve", "restart", "restore", "resume", "retain", "retrieve", "retry", "return",
    "reveal", "revert", "revoke", "rewind", "ridden", "ride", "ring", "rise", "risen", "rode",
    "rose", "rotate", "route", "run", "rung", "said", "sang", "sanitize", "sank", "sat", "save",
    "saw", "say", "scale", "scan", "schedule", "scroll", "search", "see", "seek", "seen",
    "select", "sell", "send", "sent", "serialize", "set", "setup", "sew", "shake", "shaken",
    "shall", "share", "shift", "shook", "shoot", "shot", "should", "show", "showed", "shown",
    "shuffle", "shut", "sign", "sing", "sink", "sit", "skip", "sleep", "slept", "slid", "slide",
    "snap", "snooze", "sold", "sort", "sought", "speak", "specify", "spend", "spent", "spin",
    "split", "spoke", "spoken", "spread", "spun", "stand", "start", "steal", "stick", "stole",
    "stolen", "stood", "stop", "store", "stream", "strike", "struck", "stuck", "submit",
    "subscribe", "substitute", "suggest", "sung", "sunk", "supply", "suspend", "swam", "swap",
    "swear", "sweep", "swept", "swim", "swing", "swipe", "switch", "sworn", "swum", "swung",
    "sync", "synchronize", "take", "taken", "tap", "taught", "teach", "tear", "tell", "terminate",
    "think", "thought", "threw", "throttle", "throw", "thrown", "toggle", "told", "took", "tore",
    "torn", "touch", "trace", "track", "transfer", "transform", "translate", "trigger", "trim",
    "truncate", "try", "turn", "type", "unarchive", "unblock", "understand", "understood", "undo",
    "unfavorite", "unfollow", "unhide", "uninstall", "unlink", "unlock", "unmute", "unpin",
    "unregister", "unselect", "unsubscribe", "untrack", "unwrap", "update", "upgrade", "upload",
    "use", "validate", "verify", "view", "vote", "wait", "wake", "want", "warn", "watch", "wear",
    "went", "will", "win", "wind", "wipe", "withdraw", "withdrew", "woke", "woken", "won", "wore",
    "worn", "wound", "wrap", "write", "written", "wrote", "zoom",
  ]

  /// Whether `word` (lower case) is a listed verb or the regular past form of one.
  static func isVerb(_ word: String, extra: Set<String> = []) -> Bool {
    if words.contains(word) || extra.contains(word) { return true }
    guard word.hasSuffix("ed"), word.count > 3 else { return false }
    let stem = word.dropLast(2)
    let candidates = [
      String(stem), String(word.dropLast()), String(stem.dropLast()) + "y", String(stem.dropLast()),
    ]
    return candidates.contains { words.contains($0) || extra.contains($0) }
  }
}
