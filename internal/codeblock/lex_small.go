package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexTOML tokenises TOML: comments, table headers, keys, strings (with
// triple quotes), numbers, dates, true and false, arrays and inline
// tables. Keys get the colour of JSON and YAML keys, so that one config
// shown in the three formats (a code group's tabs) reads alike.
func lexTOML(s *scanner) {
	src := s.src
	key := true     // at the start of a line: a key or a [table]
	var open []byte // the open [ and { of values
	for i := s.pos; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			if len(open) == 0 {
				key = true
			}
			i++
		case isBlank(c):
			i++
		case c == '#':
			e := lineEnd(src, i)
			s.tok(chroma.Comment, i, e)
			i = e
		case c == '[' && key && len(open) == 0:
			// [table] or [[array of tables]]
			e := lineEnd(src, i)
			if k := strings.LastIndexByte(src[i:e], ']'); k > 0 {
				e = i + k + 1
			}
			s.tok(chroma.NameNamespace, i, e)
			i = e
			key = false
		case c == '"' || c == '\'':
			var e int
			if hasPrefixAt(src, i, string([]byte{c, c, c})) {
				e = blockCommentEnd(src, i+3, string([]byte{c, c, c}))
			} else if c == '"' {
				e = quotedEnd(src, i, c, false)
			} else {
				e = strings.IndexByte(src[i+1:], '\'')
				if e < 0 || strings.Contains(src[i+1:i+1+e], "\n") {
					e = lineEnd(src, i)
				} else {
					e += i + 2
				}
			}
			tt := chroma.LiteralStringDouble
			if c == '\'' {
				tt = chroma.LiteralStringSingle
			}
			if key {
				tt = chroma.NameTag
			}
			s.tok(tt, i, e)
			i = e
		case c == '=':
			s.tok(chroma.Punctuation, i, i+1)
			key = false
			i++
		case c == '[' || c == '{':
			open = append(open, c)
			key = c == '{'
			i++
		case c == ']' || c == '}':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
			i++
		case c == ',':
			// In an inline table a key follows, in an array a value.
			key = len(open) > 0 && open[len(open)-1] == '{'
			i++
		case key && (isIdent(c) || c == '-'):
			e := i
			for e < len(src) && (isIdent(src[e]) || src[e] == '-') {
				e++
			}
			s.tok(chroma.NameTag, i, e)
			i = e
		case isDigit(c) || (c == '+' || c == '-') && i+1 < len(src) && isDigit(src[i+1]):
			e := i + 1
			for e < len(src) && (isIdent(src[e]) || strings.IndexByte(".:+-", src[e]) >= 0 || src[e] == ' ' && e+1 < len(src) && isDigit(src[e+1]) && yamlDate(src[i:e])) {
				e++
			}
			tt := chroma.LiteralNumberInteger
			switch v := src[i:e]; {
			case yamlDate(v) || strings.Count(v, ":") == 2:
				tt = chroma.LiteralDate
			case strings.ContainsAny(v, ".eE") && !strings.HasPrefix(v, "0x"):
				tt = chroma.LiteralNumberFloat
			}
			s.tok(tt, i, e)
			i = e
		case isLetter(c):
			e := identEnd(src, i)
			switch src[i:e] {
			case "true", "false":
				s.tok(chroma.KeywordConstant, i, e)
			case "inf", "nan":
				s.tok(chroma.LiteralNumberFloat, i, e)
			}
			i = e
		default:
			i++
		}
	}
}

// lexSQL tokenises SQL: comments, strings, quoted identifiers, numbers,
// keywords in any case, data types, operators and parameters.
func lexSQL(s *scanner) {
	src := s.src
	for i := s.pos; i < len(src); {
		c := src[i]
		switch {
		case c == '-' && hasPrefixAt(src, i, "--"), c == '#' && (i == 0 || src[i-1] == '\n'):
			e := lineEnd(src, i)
			s.tok(chroma.CommentSingle, i, e)
			i = e
		case c == '/' && hasPrefixAt(src, i, "/*"):
			e := blockCommentEnd(src, i+2, "*/")
			s.tok(chroma.CommentMultiline, i, e)
			i = e
		case c == '\'':
			e := sqlQuotedEnd(src, i)
			s.tok(chroma.LiteralStringSingle, i, e)
			i = e
		case c == '"' || c == '`':
			e := sqlQuotedEnd(src, i)
			s.tok(chroma.LiteralStringDouble, i, e)
			i = e
		case c == '$' && i+1 < len(src) && isDigit(src[i+1]):
			// $1 parameters.
			e := i + 1
			for e < len(src) && isDigit(src[e]) {
				e++
			}
			s.tok(chroma.NameVariable, i, e)
			i = e
		case (c == ':' || c == '@') && i+1 < len(src) && isIdentStart(src[i+1]) && (i == 0 || src[i-1] != ':'):
			e := identEnd(src, i+1)
			s.tok(chroma.NameVariable, i, e)
			i = e
		case isDigit(c):
			e := numberEnd(src, i)
			tt := chroma.LiteralNumberInteger
			if strings.ContainsAny(src[i:e], ".eE") {
				tt = chroma.LiteralNumberFloat
			}
			s.tok(tt, i, e)
			i = e
		case isIdentStart(c):
			e := i
			for e < len(src) && (isIdent(src[e]) || src[e] == '$') {
				e++
			}
			j := prevNonBlank(src, i)
			if j < 0 || src[j] != '.' {
				if tt := sqlWordType(src[i:e]); tt != chroma.Name {
					s.tok(tt, i, e)
				}
			}
			i = e
		case strings.IndexByte("+*/<>=~!%^&|-", c) >= 0:
			e := i + 1
			for e < len(src) && strings.IndexByte("<>=!|:", src[e]) >= 0 {
				e++
			}
			s.tok(chroma.Operator, i, e)
			i = e
		default:
			i++
		}
	}
}

// sqlQuotedEnd returns the end of a string or quoted identifier at i,
// where a doubled quote stands for one.
func sqlQuotedEnd(src string, i int) int {
	q := src[i]
	for k := i + 1; k < len(src); k++ {
		if src[k] == q {
			if k+1 < len(src) && src[k+1] == q {
				k++
				continue
			}
			return k + 1
		}
	}
	return len(src)
}

// sqlWordType returns the type of a word: a keyword, a data type, or a
// plain name.
func sqlWordType(w string) chroma.TokenType {
	var buf [24]byte
	if len(w) > len(buf) {
		return chroma.Name
	}
	u := buf[:len(w)]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		u[i] = c
	}
	switch string(u) {
	case "ADD", "ALL", "ALTER", "AND", "ANY", "AS", "ASC", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE", "CAST",
		"CHECK", "COLLATE", "COLUMN", "COMMIT", "CONFLICT", "CONSTRAINT", "CREATE", "CROSS", "CURRENT_DATE",
		"CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_USER", "DATABASE", "DECLARE", "DEFAULT", "DELETE", "DESC",
		"DISTINCT", "DO", "DROP", "ELSE", "END", "ESCAPE", "EXCEPT", "EXECUTE", "EXISTS", "EXPLAIN", "EXTENSION",
		"FALSE", "FETCH", "FIRST", "FOLLOWING", "FOR", "FOREIGN", "FROM", "FULL", "FUNCTION", "GRANT",
		"GROUP", "HAVING", "IF", "ILIKE", "IN", "INDEX", "INNER", "INSERT", "INTERSECT", "INTO", "IS", "JOIN",
		"KEY", "LANGUAGE", "LAST", "LATERAL", "LEFT", "LIKE", "LIMIT", "MATERIALIZED", "MERGE", "NATURAL", "NOT",
		"NOTHING", "NULL", "NULLS", "OFFSET", "ON", "OR", "ORDER", "OUTER", "OVER", "PARTITION", "PRECEDING",
		"PRIMARY", "PROCEDURE", "RANGE", "RECURSIVE", "REFERENCES", "REPLACE", "RETURN", "RETURNING", "RETURNS",
		"REVOKE", "RIGHT", "ROLLBACK", "ROW", "ROWS", "SCHEMA", "SELECT", "SEQUENCE", "SET", "SHOW", "TABLE",
		"TEMP", "TEMPORARY", "THEN", "TO", "TRANSACTION", "TRIGGER", "TRUE", "TRUNCATE", "UNBOUNDED", "UNION",
		"UNIQUE", "UPDATE", "USE", "USING", "VALUES", "VIEW", "WHEN", "WHERE", "WINDOW", "WITH", "WITHIN",
		"ANALYZE", "AUTO_INCREMENT", "AUTOINCREMENT", "BEFORE", "AFTER", "EACH", "EXEC", "IDENTITY", "INTERVAL",
		"OWNER", "POLICY", "PRIVILEGES", "ROLE", "SECURITY", "STABLE", "IMMUTABLE", "VOLATILE", "VACUUM",
		"ENABLE", "DISABLE", "LEVEL", "ISOLATION", "SERIALIZABLE", "COPY", "COMMENT", "PUBLIC", "CONCURRENTLY",
		"GENERATED", "ALWAYS", "STORED", "TYPE", "ENUM", "OF", "ONLY", "QUALIFY", "PIVOT", "UNPIVOT", "ASOF",
		"SIMILAR", "ARRAY", "AT", "ZONE", "LOCAL", "NO", "ACTION", "RESTRICT", "EXCLUDE", "DEFERRABLE",
		"INITIALLY", "DEFERRED", "IMMEDIATE", "LOOP", "WHILE", "RAISE", "NOTICE", "EXCEPTION", "PERFORM",
		"ELSIF", "STRICT", "DELIMITER", "REPLICA", "IGNORE", "DISTINCTROW", "STRAIGHT_JOIN",
		// Common functions, which chroma's SQL lexer colours as keywords too.
		"AVG", "COALESCE", "COUNT", "LOWER", "MAX", "MIN", "NOW", "NULLIF", "SUM", "UPPER", "ROUND", "LENGTH",
		"SUBSTRING", "TRIM", "EXTRACT", "DATE_TRUNC", "ROW_NUMBER", "RANK", "DENSE_RANK", "LAG", "LEAD",
		"ABS", "CEIL", "FLOOR", "GREATEST", "LEAST", "CONCAT", "POSITION", "CHAR_LENGTH", "TIMEZONE", "CONVERT",
		"OVERLAY", "UNNEST", "TRANSLATE", "PERCENTILE_CONT", "PERCENTILE_DISC", "FIRST_VALUE", "LAST_VALUE",
		"NTILE", "STDDEV", "VARIANCE", "EVERY", "SOME", "LOCALTIME", "LOCALTIMESTAMP", "SESSION_USER",
		"SYSTEM_USER", "SYSTEM":
		return chroma.Keyword
	case "BIGINT", "BIGSERIAL", "BINARY", "BIT", "BLOB", "BOOL", "BOOLEAN", "BYTEA", "CHAR", "CHARACTER",
		"CLOB", "DATE", "DATETIME", "DEC", "DECIMAL", "DOUBLE", "FLOAT", "FLOAT4", "FLOAT8", "INT", "INT2", "INT4",
		"INT8", "INTEGER", "JSON", "JSONB", "MONEY", "NUMBER", "NUMERIC", "NVARCHAR", "REAL", "SERIAL", "SERIAL8",
		"SMALLINT", "TEXT", "TIME", "TIMESTAMP", "TIMESTAMPTZ", "TINYINT", "UUID", "VARBINARY", "VARCHAR",
		"VARYING", "PRECISION", "STRING", "VECTOR", "INET", "CIDR", "XML", "TSVECTOR", "MEDIUMTEXT", "LONGTEXT":
		return chroma.NameBuiltin
	}
	return chroma.Name
}

// lexDiff tokenises a diff line by line: added and removed lines, hunk
// headers, file headers.
func lexDiff(s *scanner) {
	src := s.src
	for i := s.pos; i < len(src); {
		e := lineEnd(src, i)
		line := src[i:e]
		var tt chroma.TokenType = chroma.Text
		switch {
		case line == "":
		case line == "---" || strings.HasPrefix(line, "!"):
			tt = chroma.GenericStrong
		case line[0] == '+' || strings.HasPrefix(line, "> "):
			tt = chroma.GenericInserted
		case line[0] == '-' || strings.HasPrefix(line, "< "):
			tt = chroma.GenericDeleted
		case line[0] == '@':
			tt = chroma.GenericSubheading
		case strings.HasPrefix(line, "diff") || strings.HasPrefix(line, "index") || strings.HasPrefix(line, "Index") || line[0] == '=':
			tt = chroma.GenericHeading
		case isDigit(line[0]) && diffNormalHeader(line):
			tt = chroma.GenericSubheading
		}
		s.tok(tt, i, e)
		i = e + 1
	}
}

// diffNormalHeader reports whether line is a normal diff's command:
// 12a13, 5,7c5,8, 3d2.
func diffNormalHeader(line string) bool {
	i := 0
	num := func() bool {
		k := i
		for i < len(line) && isDigit(line[i]) {
			i++
		}
		if i > k && i < len(line) && line[i] == ',' {
			i++
			for i < len(line) && isDigit(line[i]) {
				i++
			}
		}
		return i > k
	}
	if !num() || i >= len(line) || strings.IndexByte("acd", line[i]) < 0 {
		return false
	}
	i++
	return num() && i == len(line)
}
