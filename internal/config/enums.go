package config

// The value lists of docs.json. They follow Mintlify's published validator
// (@mintlify/validation 0.1.878, @mintlify/models 0.0.362) so that every
// configuration Mintlify accepts is accepted here. Read-only.

// Themes are the values of "theme".
var Themes = []string{"mint", "maple", "palm", "willow", "linden", "almond", "aspen", "luma", "sequoia"}

// Locales are the values of a language's "language".
var Locales = []string{
	"en", "cn", "zh", "zh-Hans", "zh-Hant", "zh-CN", "zh-TW", "es", "fr", "fr-CA", "fr-ca",
	"ja", "jp", "ja-jp", "ja-JP", "pt", "pt-BR", "de", "ko", "it", "ru", "ro", "cs", "id", "ar",
	"tr", "hi", "sv", "no", "da", "lv", "nl", "uk", "vi", "pl", "uz", "he", "ca", "fi", "hu",
}

// IconLibraries are the values of icons.library and of an icon's library.
var IconLibraries = []string{"fontawesome", "lucide", "tabler"}

// IconStyles are the Font Awesome styles of an icon ("iconType").
var IconStyles = []string{
	"brands", "duotone", "light", "regular", "sharp-duotone-solid", "sharp-light",
	"sharp-regular", "sharp-solid", "sharp-thin", "solid", "thin",
}

// SocialKeys are the keys allowed in footer.socials.
var SocialKeys = []string{
	"x", "website", "facebook", "youtube", "discord", "slack", "github", "linkedin", "instagram",
	"hacker-news", "medium", "telegram", "twitter", "x-twitter", "earth-americas", "bluesky",
	"threads", "reddit", "podcast",
}

// ContextualOptions are the built-in entries of contextual.options. Both
// "windsurf" (Mintlify's validator) and "devin-desktop" (its documentation
// after the June 2026 rename) are accepted.
var ContextualOptions = []string{
	"copy", "assistant", "view", "download-pdf", "download-spec", "chatgpt", "claude", "perplexity",
	"grok", "aistudio", "devin", "windsurf", "devin-desktop", "mcp", "add-mcp", "cursor", "vscode", "devin-mcp",
}

// ShikiThemes are the code block themes of styling.codeblocks.theme.
var ShikiThemes = []string{
	"andromeeda", "aurora-x", "ayu-dark", "catppuccin-frappe", "catppuccin-latte",
	"catppuccin-macchiato", "catppuccin-mocha", "dark-plus", "dracula", "dracula-soft",
	"everforest-dark", "everforest-light", "github-dark", "github-dark-default", "github-dark-dimmed",
	"github-dark-high-contrast", "github-light", "github-light-default", "github-light-high-contrast",
	"gruvbox-dark-hard", "gruvbox-dark-medium", "gruvbox-dark-soft", "gruvbox-light-hard",
	"gruvbox-light-medium", "gruvbox-light-soft", "houston", "kanagawa-dragon", "kanagawa-lotus",
	"kanagawa-wave", "laserwave", "light-plus", "material-theme", "material-theme-darker",
	"material-theme-lighter", "material-theme-ocean", "material-theme-palenight", "min-dark",
	"min-light", "monokai", "night-owl", "nord", "one-dark-pro", "one-light", "plastic", "poimandres",
	"red", "rose-pine", "rose-pine-dawn", "rose-pine-moon", "slack-dark", "slack-ochin",
	"snazzy-light", "solarized-dark", "solarized-light", "synthwave-84", "tokyo-night", "vesper",
	"vitesse-black", "vitesse-dark", "vitesse-light", "css-variables",
}

// SDKFormats are the values of an sdk's format.
var SDKFormats = []string{"typedoc", "docfx", "javadoc", "sphinx", "phpdoc"}

// namedEnums lets struct tags refer to the lists above as enum=@name.
var namedEnums = map[string][]string{
	"themes":     Themes,
	"locales":    Locales,
	"libraries":  IconLibraries,
	"styles":     IconStyles,
	"socials":    SocialKeys,
	"contextual": ContextualOptions,
	"shiki":      ShikiThemes,
	"sdk":        SDKFormats,
}
