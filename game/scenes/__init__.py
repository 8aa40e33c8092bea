"""The scenes: title, game picker, match setup, tables, rules, results, settings."""
