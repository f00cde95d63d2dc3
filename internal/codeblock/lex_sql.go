package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

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
